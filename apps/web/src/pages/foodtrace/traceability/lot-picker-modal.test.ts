import { describe, expect, it, vi } from 'vitest';
import { getAction } from '@/lib/http';
import { resolveSearch } from './lot-picker-modal';

vi.mock('@/lib/http', () => ({
  getAction: vi.fn(), postAction: vi.fn(), putAction: vi.fn(), deleteAction: vi.fn(), HttpError: class extends Error {},
}));

const page = (records: Array<Record<string, unknown>>) => ({ success: true, message: '', code: 200, timestamp: 0, result: { records, total: records.length, size: 10, current: 1, pages: 1 } });

describe('the lot picker search', () => {
  const all = { codes: true, intakes: true };

  it('finds the lot of a trace code, typed as the label prints it', async () => {
    vi.mocked(getAction).mockImplementation(async (url: string) => page(url.includes('foodCode') ? [{ id: 'c1', code: 'K7QF2M9XPA00', lotId: 'L9' }] : []));
    expect(await resolveSearch('k7qf 2m9x pa00', all)).toEqual({ id: 'L9', via: '追溯码 K7QF2M9XPA00 所在的批次' });
    expect(getAction).toHaveBeenCalledWith('/foodtrace/foodCode/list', { code: 'K7QF2M9XPA00', pageSize: 1 });
  });

  it("finds the lots of a supplier's lot number, and otherwise searches our lot numbers", async () => {
    vi.mocked(getAction).mockImplementation(async (url: string, params?: Record<string, unknown>) =>
      page(url.includes('crudePutin') && params?.supplierLotNo === 'MILK-261121-41' ? [{ id: 'p1', lotId: 'R1' }, { id: 'p2', lotId: 'R2' }] : []));
    expect(await resolveSearch('MILK-261121-41', all)).toEqual({ id: 'R1,R2', via: '供应商批号 MILK-261121-41 的入库批次' });
    expect(await resolveSearch('F20261122', all)).toEqual({ lotNo: 'F20261122' });
  });

  it('asks nothing it may not read', async () => {
    vi.mocked(getAction).mockClear();
    expect(await resolveSearch('MILK-261121-41', { codes: false, intakes: false })).toEqual({ lotNo: 'MILK-261121-41' });
    expect(getAction).not.toHaveBeenCalled();
  });
});
