import { use as registerEchartsParts } from 'echarts/core';
import { GraphChart } from 'echarts/charts';
import './echarts-setup';

/** The graph series of the trace workbench; imported only by the workbench chunk. */
registerEchartsParts([GraphChart]);
