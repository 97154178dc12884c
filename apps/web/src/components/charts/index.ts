/** Charts (ECharts 6, tree-shaken, zh-CN); see README.md. */
export { EChart, type EChartProps, type ChartEventHandler } from './echart';
export { ringOption, rankingOption, shortDate, sparklineOption, trendOption, type SeriesInput, type ShareItem, type TrendInput } from './chart-options';
export { chinaMapOption, mapData, CHINA_MAP, type ProvinceValue } from './map-option';
export { chartColor, CHART_COLORS } from './palette';
export { CHART_TEXT } from './texts';

/** Loads (once) the China map series and GeoJSON; resolves with the province code → feature name table. */
export const loadChinaMap = () => import('./china-map').then((m) => m.PROVINCE_FEATURES);
