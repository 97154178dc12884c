import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { putAction } from '@/lib/http';
import { useSessionStore } from '@/app/stores/session-store';
import { ReleaseHoldModal } from './release-modal';

vi.mock('@/lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/http')>()), putAction: vi.fn(),
}));

describe('解除暂扣', { timeout: 60_000 }, () => {
  it('sends only the release (when, conclusion, who) of the hold, the signed-in user and now filled in', async () => {
    useSessionStore.setState({ userInfo: { realname: '王丽', username: 'wangli' } as never });
    vi.mocked(putAction).mockResolvedValue({ success: true, message: '编辑成功!', code: 200, result: null, timestamp: 0 });
    const onDone = vi.fn();
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <ReleaseHoldModal hold={{ id: 'h1', lotId: 'l1', lotId_dictText: 'F20261115-03', reason: '监督抽检' }} onClose={() => undefined} onDone={onDone} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('解除暂扣：批次 F20261115-03', {}, { timeout: 20_000 })).toBeTruthy();
    // the conclusion is required here as on the server
    fireEvent.click(screen.getByRole('button', { name: /解除暂扣/ }));
    expect(await screen.findByText('请输入处理结论')).toBeTruthy();
    expect(putAction).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('处理结论'), { target: { value: '抽检结果合格，解除暂扣' } });
    fireEvent.click(screen.getByRole('button', { name: /解除暂扣/ }));
    await waitFor(() => expect(putAction).toHaveBeenCalled());
    const [url, body] = vi.mocked(putAction).mock.calls[0] as [string, Record<string, unknown>];
    expect(url).toBe('/foodtrace/lotHold/edit');
    expect(Object.keys(body).sort()).toEqual(['conclusion', 'id', 'releasedBy', 'releasedTime']);
    expect(body).toMatchObject({ id: 'h1', conclusion: '抽检结果合格，解除暂扣', releasedBy: '王丽' });
    expect(String(body.releasedTime)).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    await waitFor(() => expect(onDone).toHaveBeenCalled());
  });
});
