import { describe, expect, it } from 'vitest';
import { modeFor, paramsFor, stateFromParams } from './trace-query';

describe('workbench query in the URL', () => {
  it('reads a code and traces it backward by default', () => {
    expect(stateFromParams(new URLSearchParams('code=K7QF2M9XPA00'))).toEqual({ query: { code: 'K7QF2M9XPA00' }, by: 'code', value: 'K7QF2M9XPA00', direction: 'backward' });
  });

  it('reads a lot and traces it forward unless told otherwise', () => {
    expect(stateFromParams(new URLSearchParams('lotId=abc')).direction).toBe('forward');
    expect(stateFromParams(new URLSearchParams('lotNo=R1&dir=backward')).direction).toBe('backward');
    expect(stateFromParams(new URLSearchParams('supplierLotNo=%20M-1%20')).query).toEqual({ supplierLotNo: 'M-1' });
  });

  it('traces what cannot be a code as a lot number, and a code typed as printed as a code', () => {
    expect(modeFor('code', 'F20261122-02')).toBe('lotNo');
    expect(modeFor('code', 'k7qf 2m9x pa0o')).toBe('code');
    expect(modeFor('supplierLotNo', 'M-1')).toBe('supplierLotNo');
  });

  it('has no query without a value', () => {
    expect(stateFromParams(new URLSearchParams('code=&dir=forward'))).toMatchObject({ query: null, direction: 'forward' });
  });

  it('writes the params back', () => {
    expect(paramsFor('lotNo', ' R20261120-45 ', 'forward')).toEqual({ lotNo: 'R20261120-45', dir: 'forward' });
  });
});
