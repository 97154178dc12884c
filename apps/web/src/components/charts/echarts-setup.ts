import { use as registerEchartsParts } from 'echarts/core';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

/**
 * The ECharts parts every chart page needs, registered once (tree-shaken `echarts/core`, STACK.md). Pages
 * with a graph or the China map register their series themselves (graph-setup.ts, china-map.ts), so those
 * parts reach only the chunks that use them.
 */
registerEchartsParts([LineChart, BarChart, PieChart, GridComponent, TooltipComponent, LegendComponent, CanvasRenderer]);

/** Built into echarts/core: the Chinese texts of the toolbox, loading mask and aria descriptions. */
export const CHART_LOCALE = 'ZH';
