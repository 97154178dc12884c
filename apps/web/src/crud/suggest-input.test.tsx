import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { getAction } from '@/lib/http';
import { useSessionStore } from '@/app/stores/session-store';
import { SUGGEST_RECORDS, SuggestInput } from './suggest-input';

vi.mock('@/lib/http', () => ({
  getAction: vi.fn(), postAction: vi.fn(), putAction: vi.fn(), deleteAction: vi.fn(), HttpError: class extends Error {},
}));

const ok = <T,>(result: T) => ({ success: true, message: '', code: 200, result, timestamp: 0 });
const page = (lines: Array<string | null>) => ok({ records: lines.map((line, i) => ({ id: `p${i}`, line })), total: lines.length, size: SUGGEST_RECORDS, current: 1, pages: 1 });
const mount = () => render(
  <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
    <SuggestInput from={{ resource: 'process', field: 'line' }} placeholder="生产线" />
  </QueryClientProvider>,
);

describe('SuggestInput (FieldDef.suggestFrom)', { timeout: 60_000 }, () => {
  it('offers the values the source\'s latest records hold, each once, as the text is typed', async () => {
    vi.mocked(getAction).mockResolvedValue(page(['1号灌装线', '预处理线', '1号灌装线', null, ' ']));
    mount();
    await waitFor(() => expect(getAction).toHaveBeenCalledWith('/foodtrace/process/list', { pageNo: 1, pageSize: SUGGEST_RECORDS }));
    fireEvent.change(screen.getByPlaceholderText('生产线'), { target: { value: '灌装' } });
    const shown = () => [...document.querySelectorAll('.ant-select-item-option-content')].map((o) => o.textContent);
    await waitFor(() => expect(shown()).toEqual(['1号灌装线']), { timeout: 20_000 });
  });

  it('is a plain box for a reader who may not list the source', async () => {
    vi.mocked(getAction).mockClear();
    useSessionStore.setState({ auth: [], allAuth: [{ action: 'foodtrace:process:list', describe: '加工记录查询', type: '1', status: '1' }] });
    mount();
    fireEvent.change(screen.getByPlaceholderText('生产线'), { target: { value: '线' } });
    await new Promise((r) => setTimeout(r, 300));
    expect(getAction).not.toHaveBeenCalled();
    useSessionStore.setState({ auth: [], allAuth: [] });
  });
});
