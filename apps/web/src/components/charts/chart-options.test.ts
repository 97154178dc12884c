import { describe, expect, it } from 'vitest';
import { rankingOption, ringOption, shortDate, sparklineOption, trendOption } from './chart-options';
import { CHART_COLORS, chartColor } from './palette';

type Anyish = Record<string, unknown> & { series: Array<Record<string, unknown>> };

describe('chart option builders', () => {
  it('shortens days on the axis', () => {
    expect(shortDate('2026-11-22')).toBe('11-22');
    expect(shortDate('第1周')).toBe('第1周');
  });

  it('builds one series per input with its type, stack and colour', () => {
    const o = trendOption({
      categories: ['11-21', '11-22'],
      series: [{ name: '入库', data: [1, 2], type: 'bar', stack: 'a' }, { name: '扫码', data: [3, 4], area: true }],
    }) as Anyish;
    expect(o.series.map((s) => [s.name, s.type, s.stack])).toEqual([['入库', 'bar', 'a'], ['扫码', 'line', undefined]]);
    expect(o.color).toEqual([CHART_COLORS[0], CHART_COLORS[1]]);
    expect((o.series[1].areaStyle as object)).toBeTruthy();
    // bars need a boundary gap on the category axis, lines alone do not
    expect((o.xAxis as { boundaryGap: boolean }).boundaryGap).toBe(true);
    expect((trendOption({ categories: [], series: [{ name: 'x', data: [] }] }).xAxis as { boundaryGap: boolean }).boundaryGap).toBe(false);
  });

  it('draws daily counts as straight lines, each day marked while a month fits', () => {
    const days = (n: number) => Array.from({ length: n }, (_, i) => String(i));
    const month = trendOption({ categories: days(30), series: [{ name: '入库', data: [] }] }) as Anyish;
    expect(month.series[0].smooth).toBeFalsy();
    expect(month.series[0].showSymbol).toBe(true);
    expect((trendOption({ categories: days(90), series: [{ name: '入库', data: [] }] }) as Anyish).series[0].showSymbol).toBe(false);
    expect((sparklineOption([1, 2], ['a', 'b'], '#123456') as Anyish).series[0].smooth).toBeFalsy();
  });

  it('leaves zero shares out of the ring and totals the rest', () => {
    const o = ringOption([{ name: '发酵乳', value: 3 }, { name: '半成品', value: 0 }, { name: '巴氏杀菌乳', value: 5 }], '批次') as Anyish;
    expect((o.series[0].data as Array<{ name: string }>).map((d) => d.name)).toEqual(['发酵乳', '巴氏杀菌乳']);
    expect((o.title as { text: string }).text).toBe('8');
  });

  it('puts the largest item of a ranking on top (last on a category y axis)', () => {
    const o = rankingOption([{ name: '浙江省', value: 3 }, { name: '上海市', value: 9 }, { name: '北京市', value: 1 }], '扫码') as Anyish;
    expect((o.yAxis as { data: string[] }).data).toEqual(['北京市', '浙江省', '上海市']);
    expect(o.series[0].data).toEqual([1, 3, 9]);
  });

  it('draws a sparkline without axes', () => {
    const o = sparklineOption([1, 2, 3], ['a', 'b', 'c'], '#123456') as Anyish;
    expect((o.xAxis as { show: boolean }).show).toBe(false);
    expect(o.color).toEqual(['#123456']);
  });

  it('wraps the palette', () => {
    expect(chartColor(CHART_COLORS.length)).toBe(CHART_COLORS[0]);
    expect(chartColor(-1)).toBe(CHART_COLORS[CHART_COLORS.length - 1]);
  });
});
