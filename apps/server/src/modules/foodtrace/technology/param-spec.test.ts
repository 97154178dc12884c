import { describe, expect, it } from 'vitest';
import { checkParams } from './param-spec.ts';

const pasteurise = [{ key: 'temp', name: '温度', unit: '℃', min: 72, max: 90 }, { key: 'seconds', name: '保持时间', unit: 's', min: 15 }];

describe('step parameters against their limits', () => {
  it('passes values within the limits', () => {
    expect(checkParams(pasteurise, [{ key: 'temp', value: 75 }, { key: 'seconds', value: 15 }], true).every((c) => c.ok)).toBe(true);
  });

  it('flags a value outside a limit with the reason', () => {
    const [temp] = checkParams(pasteurise, [{ key: 'temp', value: 70 }, { key: 'seconds', value: 20 }], true);
    expect(temp).toEqual({ key: 'temp', ok: false, reason: '温度 70 低于下限 72' });
  });

  it('treats a missing measurement as a deviation only at a critical control point', () => {
    expect(checkParams(pasteurise, [{ key: 'temp', value: 80 }], true)[1].ok).toBe(false);
    expect(checkParams(pasteurise, [{ key: 'temp', value: 80 }], false)[1].ok).toBe(true);
  });
});
