import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HOLD_TEXT } from '@foodtrace/contracts';
import { getAction, postAction } from '@/lib/http';
import { HoldDownstreamModal } from './downstream-modal';

vi.mock('@/lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/http')>()), getAction: vi.fn(), postAction: vi.fn(),
}));

const answer = <T,>(result: T, message = '') => ({ success: true, message, code: 200, result, timestamp: 0 });
const HOLD = { id: 'h1', lotId: 'l1', lotId_dictText: 'R20261201-02', reason: '供应商暂停供货资格' };

function show(onDone = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <HoldDownstreamModal hold={HOLD} onClose={() => undefined} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

describe('暂扣下游', { timeout: 60_000 }, () => {
  it('lists the lots made of the held lot and holds them by the hold', async () => {
    vi.mocked(getAction).mockResolvedValue(answer([
      { id: 'f1', lotNo: 'F20261203-01', itemName: '鲜牛奶 950ml', status: '已放行', available: '1,180 瓶' },
      { id: 'f2', lotNo: 'W20261203-01', itemName: '巴氏杀菌乳（半成品）', status: '待检验', available: '300 kg' },
    ]));
    vi.mocked(postAction).mockResolvedValue(answer({ count: 2, lotNos: ['F20261203-01', 'W20261203-01'] }, HOLD_TEXT.downstreamDone(2)));
    const onDone = show();
    expect(await screen.findByText('暂扣下游批次：由批次 R20261201-02 制成的批次', {}, { timeout: 20_000 })).toBeTruthy();
    expect(await screen.findByText('F20261203-01')).toBeTruthy();
    expect(screen.getByText('1,180 瓶')).toBeTruthy();
    expect(vi.mocked(getAction).mock.calls[0]).toEqual(['/foodtrace/lotHold/downstream', { id: 'h1' }]);
    fireEvent.click(screen.getByRole('button', { name: /暂扣 2 个批次/ }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(vi.mocked(postAction).mock.calls[0]).toEqual(['/foodtrace/lotHold/holdDownstream', { id: 'h1' }]);
  });

  it('says there is nothing to hold, and offers nothing', async () => {
    vi.mocked(getAction).mockResolvedValue(answer([]));
    vi.mocked(postAction).mockClear();
    show();
    expect(await screen.findByText(HOLD_TEXT.downstreamNone, {}, { timeout: 20_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: /暂扣 0 个批次/ }).hasAttribute('disabled')).toBe(true);
    expect(postAction).not.toHaveBeenCalled();
  });
});
