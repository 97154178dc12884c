import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { MenuItem } from '@foodtrace/contracts';
import { getAction } from '@/lib/http';
import { useSessionStore } from '@/app/stores/session-store';
import { LineRecords } from './line-records';

vi.mock('@/lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/http')>()), getAction: vi.fn(),
}));

const ok = <T,>(result: T) => ({ success: true, message: '', code: 200, result, timestamp: 0 });
const page = (records: unknown[], total = records.length) => ok({ records, total, size: 10, current: 1, pages: 1 });

describe('生产线 详情: the line\'s records', { timeout: 60_000 }, () => {
  it('lists the runs and the cleanings that name the line, each run opening its 加工记录', async () => {
    useSessionStore.setState({ menu: [{ id: 'm', path: '/foodtrace/process', component: 'foodtrace/FoodProccessList', route: '1' } as MenuItem] });
    vi.mocked(getAction).mockImplementation(async (url: string) => (url === '/foodtrace/process/list'
      ? page([{ id: 'p1', processNo: 'PR20261203001', productId_dictText: '原味酸奶', startTime: '2026-12-03 13:00:00', status: 'DONE', status_dictText: '已完成' }], 23)
      : page([{ id: 'c1', cleanType_dictText: 'CIP 清洗（碱—酸）', equipment: '发酵罐', startTime: '2026-12-03 11:50:00', operator: '杨秀英', result: 'PASS', result_dictText: '合格' }])));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(<QueryClientProvider client={client}><MemoryRouter><LineRecords line="发酵线" /></MemoryRouter></QueryClientProvider>);

    const run = await screen.findByRole('link', { name: 'PR20261203001' }, { timeout: 20_000 });
    expect(run.getAttribute('href')).toBe('/foodtrace/process?id=p1');
    expect(screen.getByText('原味酸奶')).toBeTruthy();
    // more than it shows: says how many there are
    expect(screen.getByText('共 23 条，显示最近 10 条')).toBeTruthy();
    expect(getAction).toHaveBeenCalledWith('/foodtrace/process/list', { pageNo: 1, pageSize: 10, line: '发酵线' });

    fireEvent.click(screen.getByRole('tab', { name: '清洗消毒记录' }));
    expect(await screen.findByText('杨秀英')).toBeTruthy();
    await waitFor(() => expect(getAction).toHaveBeenCalledWith('/foodtrace/cleaning/list', { pageNo: 1, pageSize: 10, line: '发酵线' }));
    // a cleaning has no screen of its own to open: its cells are plain
    expect(screen.queryByRole('link', { name: 'CIP 清洗（碱—酸）' })).toBeNull();
  });
});
