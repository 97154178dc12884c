import { describe, expect, it } from 'vitest';
import type { DashboardTrend } from '@foodtrace/contracts';
import { percentages, provinceValues, topProvinces, trendSeries, typeShares } from './board-model';

const trend: DashboardTrend = {
  days: ['2026-11-21', '2026-11-22'],
  series: { intakes: [1, 2], processRuns: [0, 3], inspectionsPassed: [2, 0], inspectionsFailed: [0, 1], shipments: [1, 1], scans: [10, 20] },
};

describe('dashboard model', () => {
  it('turns the trend into named series with fixed colours', () => {
    const t = trendSeries(trend, ['intakes', 'inspectionsFailed'], { bars: ['inspectionsFailed'] });
    expect(t.categories).toEqual(['11-21', '11-22']);
    expect(t.series).toEqual([
      { name: '原料入库', data: [1, 2], color: '#13c2c2', type: 'line', area: true },
      { name: '检验不合格', data: [0, 1], color: '#f5222d', type: 'bar', area: false },
    ]);
    // several lines are not filled: the fills would hide each other
    expect(trendSeries(trend, ['intakes', 'shipments']).series.map((s) => s.area)).toEqual([false, false]);
  });

  it('reads product-type shares by the chosen metric with percentages', () => {
    const items = typeShares([
      { productTypeId: 'a', name: '巴氏杀菌乳', products: 2, lots: 10, codes: 320, scans: 177 },
      { productTypeId: 'b', name: '发酵乳', products: 1, lots: 5, codes: 200, scans: 101 },
      { productTypeId: null, name: '未分类', products: 1, lots: 0, codes: 0, scans: 0 },
    ], 'lots');
    expect(items.map((i) => i.value)).toEqual([10, 5, 0]);
    expect(percentages(items)).toEqual([66.7, 33.3, 0]);
    expect(percentages([{ name: 'x', value: 0 }])).toEqual([0]);
  });

  it('ranks provinces by the chosen metric, zeros left out', () => {
    const values = provinceValues([
      { provinceCode: '110000', province: '北京市', sellOrigins: 1, shipments: 5, scans: 26 },
      { provinceCode: '310000', province: '上海市', sellOrigins: 1, shipments: 6, scans: 56 },
      { provinceCode: '350000', province: '福建省', sellOrigins: 0, shipments: 0, scans: 2 },
    ], 'shipments');
    expect(values[0]).toEqual({ code: '110000', name: '北京市', value: 5 });
    expect(topProvinces(values, 5)).toEqual([{ name: '上海市', value: 6 }, { name: '北京市', value: 5 }]);
  });
});
