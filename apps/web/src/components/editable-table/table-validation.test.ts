import { describe, expect, it } from 'vitest';
import { isTableValidationError, TableValidationError, validateTables, VALIDATE_FAILED } from './table-validation';

describe('table-level validation (spec §5)', () => {
  it('carries the marker, the row index and the tab key', () => {
    const e = new TableValidationError(4, 'lot', '批号不能为空', 'materials');
    expect(e).toMatchObject({ marker: VALIDATE_FAILED, index: 4, key: 'lot', tabKey: 'materials', message: '批号不能为空' });
    expect(isTableValidationError(e)).toBe(true);
    expect(isTableValidationError({ marker: VALIDATE_FAILED })).toBe(true);
    expect(isTableValidationError(new Error('x'))).toBe(false);
  });

  it('validates tables in order and stops at the first failure', async () => {
    const ok = { current: { getValuesPromise: async () => [{ id: 'a' }] } };
    const bad = { current: { getValuesPromise: async () => { throw new TableValidationError(0, 'x', '不能为空', 'tab2'); } } };
    await expect(validateTables([ok, { current: null }])).resolves.toEqual([[{ id: 'a' }], []]);
    await expect(validateTables([ok, bad])).rejects.toMatchObject({ tabKey: 'tab2', index: 0 });
  });
});
