import type { EChartsCoreOption } from 'echarts/core';

/** The map name under which the China GeoJSON is registered; ECharts adds the 南海诸岛 inset for this name. */
export const CHINA_MAP = 'china';

export interface ProvinceValue {
  /** GB/T 2260 province code, e.g. 330000. */
  code: string;
  /** The full name shown in the tooltip, e.g. 浙江省. */
  name: string;
  value: number;
}

interface MapDatum { name: string; value: number; fullName: string }

/** Province figures → data items named as the map's features; codes the map does not know are left out. */
export function mapData(values: readonly ProvinceValue[], featureNameByCode: Readonly<Record<string, string>>): MapDatum[] {
  return values.flatMap((v) => {
    const feature = featureNameByCode[v.code];
    return feature ? [{ name: feature, value: v.value, fullName: v.name }] : [];
  });
}

/** A filled map of China: darker is more, a continuous legend, zoom and drag, the full name in the tooltip. */
export function chinaMapOption(values: readonly ProvinceValue[], seriesName: string, featureNameByCode: Readonly<Record<string, string>>): EChartsCoreOption {
  const data = mapData(values, featureNameByCode);
  const max = Math.max(1, ...data.map((d) => d.value));
  return {
    tooltip: {
      trigger: 'item',
      formatter: (p: { name: string; seriesName: string; data?: MapDatum }) => `${p.data?.fullName ?? p.name}<br/>${p.seriesName}：${p.data?.value ?? 0}`,
    },
    visualMap: {
      min: 0, max, left: 16, bottom: 16, calculable: true, text: ['高', '低'],
      inRange: { color: ['#e6f4ff', '#69b1ff', '#1677ff', '#003eb3'] },
    },
    series: [{
      name: seriesName, type: 'map', map: CHINA_MAP, roam: true, layoutCenter: ['50%', '50%'], layoutSize: '118%',
      label: { show: false }, emphasis: { label: { show: true }, itemStyle: { areaColor: '#ffd666' } },
      itemStyle: { borderColor: '#fff', areaColor: '#f5f5f5' },
      data,
    }],
  };
}
