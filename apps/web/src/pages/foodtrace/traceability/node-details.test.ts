import { describe, expect, it } from 'vitest';
import type { TraceNode } from '@foodtrace/contracts';
import { nodeFields, recordId, recordScreen } from './node-details';
import { isAlert } from './graph-style';

describe('trace node details', () => {
  it('lists a raw lot with its quantities in its unit and its intake documents', () => {
    const node: TraceNode = {
      id: 'lot:L1', type: 'lot', label: '生鲜乳 R1',
      data: { lotNo: 'R1', lotKind: 'RAW', status: 'RELEASED', quantity: 6352, consumedQty: 6352, shippedQty: 0, unit: 'kg', intake: { putinNo: 'CP1', supplierLotNo: 'MILK-1', docType: 'DN', docNo: 'DN1' } },
    };
    const fields = nodeFields(node);
    expect(fields.find((f) => f.key === 'quantity')!.value).toBe('6352 kg');
    expect(nodeFields(node, (u) => ({ kg: '千克' })[u] ?? u).find((f) => f.key === 'available')).toMatchObject({ label: '可用量', value: '0 千克' });
    expect(fields.find((f) => f.key === 'status')!.kind).toBe('status');
    expect(fields.find((f) => f.key === 'intake.supplierLotNo')).toMatchObject({ label: '供应商批号', value: 'MILK-1' });
    expect(fields.some((f) => f.key === 'expiryDate')).toBe(false);
    // used, not sold: no 已发货 unless some was
    expect(fields.some((f) => f.key === 'shippedQty')).toBe(false);
    expect(nodeFields({ ...node, data: { ...node.data as object, shippedQty: 200 } }).find((f) => f.key === 'shippedQty')).toMatchObject({ value: '200 kg' });
  });

  it('shows how a shipment travelled once its logger\'s readings are in, and for how long out of the limits', () => {
    const node = (transitState: string, transitOutsideMinutes: number | null): TraceNode => ({
      id: 'shipment:S1', type: 'shipment', label: 'SO1', data: { shipmentNo: 'SO1', loadTemperature: 4.6, transitState, transitOutsideMinutes },
    });
    const shown = (n: TraceNode) => nodeFields(n).map((f) => [f.key, f.value, f.kind]);
    expect(shown(node('EXCURSION', 40))).toEqual([['shipmentNo', 'SO1', undefined], ['loadTemperature', 4.6, undefined], ['transitState', 'EXCURSION', 'transitState'], ['transitOutsideMinutes', '40 分钟', undefined]]);
    // an excursion decided on (超温已评估) still says how long
    expect(shown(node('REVIEWED', 40)).slice(2)).toEqual([['transitState', 'REVIEWED', 'transitState'], ['transitOutsideMinutes', '40 分钟', undefined]]);
    expect(shown(node('WITHIN', 0)).map((f) => f[0])).toEqual(['shipmentNo', 'loadTemperature', 'transitState']);
    expect(shown(node('NONE', null)).map((f) => f[0])).toEqual(['shipmentNo', 'loadTemperature']);
  });

  it('shows how a raw lot\'s delivery travelled under its intake, once the tanker\'s readings are in', () => {
    const lot = (transitState: string, transitOutsideMinutes: number | null): TraceNode => ({
      id: 'lot:R1', type: 'lot', label: 'R1', data: { lotNo: 'R1', lotKind: 'RAW', intake: { putinNo: 'CP1', temperature: 3.8, transitState, transitOutsideMinutes } },
    });
    const intake = (n: TraceNode) => nodeFields(n).filter((f) => f.key.startsWith('intake.')).map((f) => [f.key, f.value]);
    expect(intake(lot('EXCURSION', 25))).toContainEqual(['intake.transitOutsideMinutes', '25 分钟']);
    expect(intake(lot('EXCURSION', 25))).toContainEqual(['intake.transitState', 'EXCURSION']);
    expect(intake(lot('NONE', null)).map((f) => f[0])).not.toContain('intake.transitState');
    expect(intake(lot('WITHIN', 0)).map((f) => f[0])).not.toContain('intake.transitOutsideMinutes');
  });

  it('shows no 已投料 on a finished lot, which nothing consumes', () => {
    const node: TraceNode = { id: 'lot:F1', type: 'lot', label: '', data: { lotNo: 'F1', lotKind: 'FINISHED', quantity: 9060, consumedQty: 0, shippedQty: 7338, unit: 'bottle' } };
    const fields = nodeFields(node, (u) => ({ bottle: '瓶' })[u] ?? u);
    expect(fields.map((f) => f.key)).toEqual(['lotNo', 'lotKind', 'quantity', 'shippedQty', 'available']);
    expect(fields.map((f) => f.value).slice(2)).toEqual(['9060 瓶', '7338 瓶', '1722 瓶']);
  });

  it('shows, of what is left of a released finished lot, its retained samples (留样)', () => {
    const lot: TraceNode = { id: 'lot:F1', type: 'lot', label: '', data: { lotNo: 'F1', lotKind: 'FINISHED', status: 'RELEASED', quantity: 100, consumedQty: 0, shippedQty: 88, disposedQty: 0, retainedQty: 12, unit: 'bottle' } };
    const fields = nodeFields(lot, (u) => ({ bottle: '瓶' })[u] ?? u);
    expect(fields.filter((f) => ['available', 'retainedQty'].includes(f.key)).map((f) => [f.label, f.value])).toEqual([['可用量', '12 瓶'], ['其中留样', '12 瓶']]);
    expect(nodeFields({ ...lot, data: { ...lot.data, retainedQty: 0 } }).map((f) => f.key)).not.toContain('retainedQty');
  });

  it('shows what was disposed of a lot, and the disposal itself with its unit', () => {
    const lot: TraceNode = { id: 'lot:R1', type: 'lot', label: '', data: { lotNo: 'R1', lotKind: 'RAW', status: 'REJECTED', quantity: 300, consumedQty: 0, shippedQty: 0, disposedQty: 140, unit: 'kg' } };
    const fields = nodeFields(lot, (u) => ({ kg: '千克' })[u] ?? u);
    expect(fields.filter((f) => ['disposedQty', 'available'].includes(f.key)).map((f) => [f.label, f.value])).toEqual([['已处置', '140 千克'], ['可用量', '160 千克']]);
    const disposal: TraceNode = { id: 'disposal:d1', type: 'disposal', label: 'DP1', data: { disposalNo: 'DP1', method: 'RETURN', quantity: 140, unit: 'kg', disposedTime: '2026-03-02 15:00:00', reason: '抗生素残留', handler: '何静', witness: null } };
    expect(nodeFields(disposal, (u) => ({ kg: '千克' })[u] ?? u).map((f) => [f.key, f.value, f.kind])).toEqual([
      ['disposalNo', 'DP1', undefined], ['method', 'RETURN', 'method'], ['quantity', '140 千克', undefined], ['disposedTime', '2026-03-02 15:00:00', undefined],
      ['reason', '抗生素残留', undefined], ['handler', '何静', undefined], ['witness', null, undefined],
    ]);
    expect(recordScreen(disposal)).toEqual({ component: 'foodtrace/LotDisposalList', query: { disposalNo: 'DP1' } });
  });

  it('says what was done about a run\'s missed critical limit, and nothing of CCP 纠偏 on a run without one', () => {
    const run = (ccpState: string, corrections: string | null): TraceNode => ({
      id: 'process:p1', type: 'process', label: 'PR1', data: { processNo: 'PR1', line: '1号灌装线', startTime: null, endTime: null, deviations: ccpState === 'NONE' ? 0 : 1, ccpState, corrections },
    });
    expect(nodeFields(run('CORRECTED', 'CA1')).slice(-2).map((f) => [f.label, f.value, f.kind])).toEqual([['CCP 纠偏', 'CORRECTED', 'ccpState'], ['纠偏记录', 'CA1', undefined]]);
    expect(nodeFields(run('NONE', null)).map((f) => f.key)).toEqual(['processNo', 'line', 'startTime', 'endTime', 'deviations']);
  });

  it('shows a run\'s 开工前清洗: the cleaning that covered it, or the warning in red, and nothing for a line not judged', () => {
    const run = (extra: Record<string, string>): TraceNode => ({ id: 'process:p1', type: 'process', label: 'PR1', data: { processNo: 'PR1', line: '发酵线', ccpState: 'NONE', ...extra } });
    const covered = 'CIP 清洗（碱—酸） 2026-12-03 11:50—13:00，清洗人 杨秀英，验证合格';
    expect(nodeFields(run({ cleaning: covered })).map((f) => [f.label, f.value, f.kind])).toEqual([['加工单号', 'PR1', undefined], ['生产线', '发酵线', undefined], ['开工前清洗', covered, undefined]]);
    const gap = '生产线“发酵线”开工前 24 小时内没有验证合格的清洗消毒记录（没有该线的合格清洗记录）';
    expect(nodeFields(run({ uncleaned: gap })).slice(-1).map((f) => [f.label, f.value, f.kind])).toEqual([['开工前清洗', gap, 'warning']]);
    expect(isAlert(run({ uncleaned: gap }))).toBe(true);
    expect(isAlert(run({ cleaning: covered }))).toBe(false);
    expect(nodeFields(run({})).map((f) => f.key)).toEqual(['processNo', 'line']);
    // a missed critical limit not yet corrected catches the eye too
    expect(isAlert(run({ ccpState: 'PENDING' }))).toBe(true);
    expect(isAlert(run({ ccpState: 'CORRECTED' }))).toBe(false);
  });

  it('links each kind of record to its screen', () => {
    expect(recordId({ id: 'process:abc' })).toBe('abc');
    expect(recordScreen({ id: 'inspection:q1', type: 'inspection', label: '', data: {} })).toEqual({ component: 'foodtrace/ProductCheckoutList', query: { id: 'q1' } });
    expect(recordScreen({ id: 'customer:c1', type: 'customer', label: '', data: {} })!.component).toBe('foodtrace/OfficeDetail');
    expect(recordScreen({ id: 'codes:c9', type: 'codes', label: '', data: { code: 'K7QF2M9XPA00' } })).toEqual({ component: 'foodtrace/CodeView', query: { code: 'K7QF2M9XPA00' } });
    expect(recordScreen({ id: 'codes:L1', type: 'codes', label: '', data: { total: 3 } })).toEqual({ component: 'foodtrace/CodeFoodList', query: { lotId: 'L1' } });
    expect(recordScreen({ id: 'lot:L1', type: 'lot', label: '', data: {} })).toBeNull();
  });
});
