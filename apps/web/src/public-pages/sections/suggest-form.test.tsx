import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SuggestForm } from './suggest-form';

const send = async (answer: () => Promise<Response>) => {
  vi.stubGlobal('fetch', vi.fn(answer));
  render(<SuggestForm code="K7QF2M9XPA00" />);
  fireEvent.change(screen.getByLabelText('反馈内容'), { target: { value: '瓶盖有轻微漏液，请核实该批次。' } });
  fireEvent.click(screen.getByRole('button', { name: '提交反馈' }));
  return (await screen.findByText(/请稍后重试/)).textContent;
};

describe('sending a suggestion that fails', () => {
  afterEach(() => { vi.unstubAllGlobals(); });

  it('blames the network only when the network failed, and says 提交 (not 查询)', async () => {
    expect(await send(() => Promise.reject(new TypeError('Failed to fetch')))).toBe('网络不稳定，提交失败，请稍后重试');
  });

  it('says the service is unavailable on a server error, with or without our envelope', async () => {
    expect(await send(async () => new Response('<html>Bad Gateway</html>', { status: 502 }))).toBe('服务暂时不可用，请稍后重试');
  });

  it('does not show the server\'s internal error text either', async () => {
    const body = JSON.stringify({ success: false, message: '服务器内部错误（请求编号 req-1）', code: 500, result: null, timestamp: 0 });
    expect(await send(async () => new Response(body, { status: 500 }))).toBe('服务暂时不可用，请稍后重试');
  });
});
