import { describe, expect, it } from 'vitest';
import { judgeTransit, minutesText, thinPoints, TRANSIT_TEXT, transitLimits, tripWindow, type TransitReading } from './transit-temperature.ts';

const T0 = Date.UTC(2026, 11, 3, 6, 0); // the loading
const min = (m: number) => T0 + m * 60_000;
/** Readings every 10 minutes from `start` on. */
const every10 = (probe: string, values: number[], start = 0): TransitReading[] => values.map((celsius, i) => ({ probe, at: min(start + i * 10), celsius }));

describe('在途温度 judgement', () => {
  const chilled = transitLimits('CHILLED');

  it('finds an excursion from its first reading outside to the next one back within the limits', () => {
    const j = judgeTransit(every10('T1', [4, 4.5, 7.2, 8.4, 6.8, 5.1, 4]), chilled, T0);
    expect(j.excursions).toEqual([{ probe: 'T1', from: min(20), to: min(50), minutes: 30, readings: 3, peak: 8.4 }]);
    expect(j).toMatchObject({ judged: 7, min: 4, max: 8.4, mean: 5.7, outsideMinutes: 30, gaps: [] });
  });

  it('ends an excursion at the record\'s last reading when it never came back, and finds the cold side too', () => {
    const j = judgeTransit(every10('T1', [3, 1.2, 0.8, 3, 6.5, 7]), chilled, T0);
    expect(j.excursions.map((e) => [e.from, e.to, e.minutes, e.peak])).toEqual([[min(10), min(30), 20, 0.8], [min(40), min(50), 10, 7]]);
    expect(j.outsideMinutes).toBe(30);
  });

  it('judges nothing before the loading (the truck cooling down) and nothing without limits', () => {
    const readings = [...every10('T1', [12, 9], -30), ...every10('T1', [4, 5])];
    expect(judgeTransit(readings, chilled, T0)).toMatchObject({ judged: 2, excursions: [], max: 5 });
    expect(judgeTransit(every10('T1', [30, 40]), transitLimits('AMBIENT'), T0)).toMatchObject({ excursions: [], outsideMinutes: 0, max: 40 });
    expect(judgeTransit([], chilled, T0)).toMatchObject({ judged: 0, min: null, mean: null, outsideMinutes: 0 });
  });

  it('counts two probes out at the same time once, and judges 冷冻 by its ceiling alone', () => {
    const j = judgeTransit([...every10('前', [4, 7, 7, 4]), ...every10('后', [4, 4, 7, 7, 4])], chilled, T0);
    expect(j.excursions.map((e) => [e.probe, e.minutes])).toEqual([['前', 20], ['后', 20]]);
    expect(j.outsideMinutes).toBe(30);
    expect(judgeTransit(every10('T1', [-25, -16.5, -19]), transitLimits('FROZEN'), T0).excursions.map((e) => e.peak)).toEqual([-16.5]);
  });

  it('tells a logger silent for more than an hour', () => {
    const readings = [{ probe: 'T1', at: min(0), celsius: 4 }, { probe: 'T1', at: min(60), celsius: 4 }, { probe: 'T1', at: min(155), celsius: 4 }];
    expect(judgeTransit(readings, chilled, T0).gaps).toEqual([{ probe: 'T1', from: min(60), to: min(155), minutes: 95 }]);
  });

  it('says how long and how far in words', () => {
    expect([45, 60, 125].map(minutesText)).toEqual(['45 分钟', '1 小时', '2 小时 5 分钟']);
    expect(TRANSIT_TEXT.excursion(TRANSIT_TEXT.shipment('SO-1'), '冷藏 2–6℃', 95, 8.4, chilled!, '2026-12-03 14:20:00'))
      .toBe('出库单 SO-1 在途温度超出贮存条件（冷藏 2–6℃）累计 1 小时 35 分钟，最高 8.4 ℃（2026-12-03 14:20:00 起）');
    expect(TRANSIT_TEXT.excursion(TRANSIT_TEXT.intake('RK-1', 'RM-1'), '冷藏 2–6℃', 20, 1.5, chilled!, '2026-12-03 04:00:00'))
      .toBe('原料入库单 RK-1（原料批次 RM-1）在途温度超出贮存条件（冷藏 2–6℃）累计 20 分钟，最低 1.5 ℃（2026-12-03 04:00:00 起）');
    expect(TRANSIT_TEXT.imported('SHIPMENT', { added: 40, duplicates: 2, skipped: 1, outsideWindow: 0 })).toBe('已导入 40 条温度读数；2 条与已有读数重复未再导入；1 行无法识别时间或温度，已跳过');
    expect(TRANSIT_TEXT.imported('INTAKE', { added: 3, duplicates: 0, skipped: 0, outsideWindow: 2 })).toBe('已导入 3 条温度读数；2 条不在收货前 72 小时至收货后 2 小时之内，未导入');
  });

  it('judges a delivery until its arrival, a shipment from its loading on', () => {
    const readings = every10('T1', [8, 4, 4, 9, 9], -20); // warm before T0 (on the road), warm after it (an emptied tanker)
    const intake = tripWindow('INTAKE', T0);
    expect(judgeTransit(readings, chilled, intake.judgedFrom, intake.judgedTo)).toMatchObject({ judged: 3, max: 8, outsideMinutes: 10 });
    const shipment = tripWindow('SHIPMENT', T0);
    expect(judgeTransit(readings, chilled, shipment.judgedFrom, shipment.judgedTo)).toMatchObject({ judged: 3, max: 9, outsideMinutes: 10 });
    expect([intake.from, intake.to].map((t) => (t - T0) / 3_600_000)).toEqual([-72, 2]);
    expect([shipment.from, shipment.to].map((t) => (t - T0) / 3_600_000)).toEqual([-12, 360]);
  });
});

describe('thinPoints', () => {
  it('keeps a short record whole and a long one to each stretch\'s lowest and highest reading, in time order', () => {
    const short: Array<[number, number]> = [[1, 4], [2, 5]];
    expect(thinPoints(short, 10)).toEqual(short);
    // a week of one-minute readings around 4 ℃ with one 9.6 ℃ spike and one 0.5 ℃ dip
    const week = Array.from({ length: 10_080 }, (_, i): [number, number] => [i * 60_000, i === 5_000 ? 9.6 : i === 7_777 ? 0.5 : 4 + (i % 7) / 10]);
    const thin = thinPoints(week, 1_200);
    expect(thin.length).toBeLessThanOrEqual(1_200);
    expect(thin.length).toBeGreaterThan(1_000);
    expect(thin).toContainEqual([5_000 * 60_000, 9.6]);
    expect(thin).toContainEqual([7_777 * 60_000, 0.5]);
    expect(thin.every((p, i) => i === 0 || p[0] > thin[i - 1][0])).toBe(true);
    expect([thin[0][0], Math.max(...thin.map((p) => p[1])), Math.min(...thin.map((p) => p[1]))]).toEqual([0, 9.6, 0.5]);
  });
});

describe('where a delivery\'s raw lot stands because of its excursion', () => {
  it('says each status the excursion leaves it in, and what its inspections say otherwise', () => {
    const said = (status: string) => TRANSIT_TEXT.lotNow({ lotNo: 'R20261205-45', status });
    expect(['HOLD', 'REJECTED', 'RECALLED', 'RELEASED', 'PENDING_QC'].map(said)).toEqual([
      '原料批次 R20261205-45 已暂停放行：登记评估结论前不能投料或发货', '原料批次 R20261205-45 已判定不合格，请按不合格品处置',
      '原料批次 R20261205-45 已召回', '原料批次 R20261205-45 已恢复放行', '原料批次 R20261205-45 待检验',
    ]);
    expect(TRANSIT_TEXT.reviewSaved(null)).toBe('评估结论已登记');
  });
});
