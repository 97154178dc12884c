import { describe, expect, it } from 'vitest';
import { paramRows, stepRows, toParams, toSavedSteps } from './steps-model';

describe('technology steps', () => {
  const saved = [{
    id: 's1', stepName: '巴氏杀菌', isCcp: true, hazard: '致病菌残存', description: null, params: [{ key: 'temp', name: '杀菌温度', unit: '℃', min: 72, max: 85 }],
    instrumentId: 'i1', instrument: '杀菌温度计（JL-01）',
  }];

  it('round-trips saved steps through the table in the table order', () => {
    const rows = stepRows(saved);
    const added = { id: 'new_x', stepName: ' 灌装 ', isCcp: false };
    const res = toSavedSteps([added, ...rows]);
    expect('steps' in res && res.steps).toEqual([
      { stepName: '灌装', isCcp: false, hazard: null, description: null, params: [], instrumentId: null },
      // its monitoring instrument kept (计量器具)
      { id: 's1', stepName: '巴氏杀菌', isCcp: true, hazard: '致病菌残存', description: null, params: saved[0].params, instrumentId: 'i1' },
    ]);
  });

  it('needs the hazard of a critical control point', () => {
    expect(toSavedSteps([{ id: 'a', stepName: '金属检测', isCcp: true, hazard: ' ' }])).toEqual({ error: '关键控制点“金属检测”请填写危害' });
  });

  it('reads parameter limits, empty limits as none', () => {
    expect(toParams([...paramRows(saved[0].params), { id: 'p', key: 's', name: '', min: '15', max: '' }, { id: 'q', key: '' }]))
      .toEqual([{ key: 'temp', name: '杀菌温度', unit: '℃', min: 72, max: 85 }, { key: 's', name: 's', unit: null, min: 15, max: null }]);
  });
});
