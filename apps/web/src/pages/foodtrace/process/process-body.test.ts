import { describe, expect, it } from 'vitest';
import { buildProcessBody, outOfLimits, stepParams } from './process-body';

const input = (lotId: string, quantity: number) => ({ id: `r-${lotId}`, lotId, lotNo: `L-${lotId}`, quantity });
const output = { id: 'o1', lotKind: 'FINISHED', outQuantity: '120', outLotNo: '', expiryDate: '2026-12-01' };

describe('processing run body', () => {
  it('sends inputs, outputs and steps with measured parameters', () => {
    const res = buildProcessBody({ processNo: 'PR-1', productId: 'p1' }, {
      inputs: [input('a', 10), { id: 'empty' }],
      outputs: [output],
      steps: [
        { id: 's1', stepId: 'st1', stepName: '巴氏杀菌', limits: [{ key: 'temp', name: '杀菌温度', unit: '℃', min: 72, max: 85 }, { key: 's', name: '保持时间', unit: 's', min: 15, max: null }], paramValues: { temp: '75.5' } },
        { id: 's2', stepName: '  ' },
      ],
    });
    expect('body' in res).toBe(true);
    if (!('body' in res)) return;
    expect(res.body.inputs).toEqual([{ lotId: 'a', quantity: 10 }]);
    expect(res.body.outputs).toEqual([{ lotKind: 'FINISHED', quantity: 120, lotNo: undefined, expiryDate: '2026-12-01', remark: undefined }]);
    expect(res.body.steps).toHaveLength(1);
    expect(res.body.steps[0].params).toEqual([{ key: 'temp', name: '杀菌温度', value: 75.5, unit: '℃' }]);
    expect(res.body.processNo).toBe('PR-1');
    expect('id' in res.body).toBe(false);
  });

  it('leaves out the technology steps nobody filled in, but always sends a critical control point', () => {
    const res = buildProcessBody({}, {
      inputs: [input('a', 1)], outputs: [output],
      steps: [
        { id: 's1', stepId: 'st1', stepName: '净乳', paramValues: {} },
        { id: 's2', stepId: 'st2', stepName: '均质', operator: '李工' },
        { id: 's3', stepId: 'st3', stepName: '巴氏杀菌', isCcp: true, paramValues: {} },
        { id: 's4', stepId: 'st4', stepName: '冷却', paramValues: { temp: '4' }, limits: [{ key: 'temp', name: '温度', unit: '℃', min: null, max: 6 }] },
      ],
    });
    expect('body' in res && res.body.steps.map((s) => s.stepName)).toEqual(['均质', '巴氏杀菌', '冷却']);
  });

  it('completes a planned run by its id', () => {
    const res = buildProcessBody({}, { inputs: [input('a', 1)], outputs: [output], steps: [] }, 'run-9');
    expect('body' in res && res.body.id).toBe('run-9');
  });

  it('refuses what the server would refuse', () => {
    expect(buildProcessBody({}, { inputs: [], outputs: [output], steps: [] })).toEqual({ error: '请至少添加一个投入批次' });
    expect(buildProcessBody({}, { inputs: [input('a', 1)], outputs: [], steps: [] })).toEqual({ error: '请至少添加一个产出批次' });
    expect(buildProcessBody({}, { inputs: [input('a', 1), input('a', 2)], outputs: [output], steps: [] })).toEqual({ error: '投入批次重复：L-a' });
  });

  it('reads parameter limits', () => {
    expect(outOfLimits({ min: 72, max: 85 }, '71.9')).toBe(true);
    expect(outOfLimits({ min: 72, max: null }, 100)).toBe(false);
    expect(outOfLimits({ min: null, max: 10 }, '')).toBe(false);
    expect(stepParams(undefined, { a: 1 })).toEqual([]);
  });
});

describe('a row without its lot', () => {
  it('is named rather than dropped', () => {
    expect(buildProcessBody({}, { inputs: [{ id: 'a', quantity: 5 }], outputs: [output], steps: [] })).toEqual({ error: '投入批次第 1 行未选择批号' });
  });
});
