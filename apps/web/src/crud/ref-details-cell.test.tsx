import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { checkoutResource } from '@foodtrace/contracts';
import { getAction } from '@/lib/http';
import { useSessionStore } from '@/app/stores/session-store';
import { useRefDetailsCell } from './ref-details-cell';
import type { ResourceRow } from './resource-api';

vi.mock('@/lib/http', () => ({
  getAction: vi.fn(), postAction: vi.fn(), putAction: vi.fn(), deleteAction: vi.fn(), HttpError: class extends Error {},
}));

const ok = <T,>(result: T) => ({ success: true, message: '', code: 200, result, timestamp: 0 });

const records = [
  { id: 'k1', lotId: 'l2', lotId_dictText: 'F20261126-02' },
  { id: 'k2', lotId: 'l1', lotId_dictText: 'F20261120-03' },
  { id: 'k3', lotId: 'l2', lotId_dictText: 'F20261126-02' },
] as unknown as ResourceRow[];

function Cells() {
  const cell = useRefDetailsCell(checkoutResource, 'lotId', records);
  return <>{records.map((r) => <div key={r.id} data-testid={r.id}>{cell.lotId(r.lotId, r)}</div>)}</>;
}

const view = () => render(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}><Cells /></QueryClientProvider>);

describe('useRefDetailsCell', { timeout: 60_000 }, () => {
  it("names each lot's product and status under its number, the page's lots read in one request", async () => {
    useSessionStore.setState({ auth: [], allAuth: [] }); // no rule: every code is allowed
    vi.mocked(getAction).mockReset().mockImplementation(async () => ok({
      records: [
        { id: 'l1', lotNo: 'F20261120-03', productId_dictText: '鲜源原味风味发酵乳 200g', status_dictText: '已召回' },
        { id: 'l2', lotNo: 'F20261126-02', productId_dictText: '鲜源纯鲜牛奶 950mL', status_dictText: '已放行' },
      ], total: 2, size: 2, current: 1, pages: 1,
    }));
    view();
    expect(await screen.findByText('鲜源原味风味发酵乳 200g · 已召回', {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getAllByText('鲜源纯鲜牛奶 950mL · 已放行')).toHaveLength(2);
    expect(getAction).toHaveBeenCalledTimes(1);
    expect(getAction).toHaveBeenCalledWith('/foodtrace/lot/list', { pageNo: 1, pageSize: 2, id: 'l1,l2' });
  });

  it('is the number alone for a user who may not list lots, and asks nothing', async () => {
    useSessionStore.setState({ auth: [], allAuth: [{ action: 'foodtrace:lot:list', describe: '批次查询', type: '1', status: '1' }] });
    vi.mocked(getAction).mockReset();
    view();
    await waitFor(() => expect(screen.getByTestId('k2').textContent).toBe('F20261120-03'));
    expect(getAction).not.toHaveBeenCalled();
    useSessionStore.setState({ auth: [], allAuth: [] });
  });
});
