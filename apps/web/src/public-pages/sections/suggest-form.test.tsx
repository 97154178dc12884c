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

describe('filling in a suggestion', () => {
  afterEach(() => { vi.unstubAllGlobals(); });

  it('shows each error under its own box, marked invalid, and sends nothing', () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    render(<SuggestForm code="K7QF2M9XPA00" />);
    const content = screen.getByLabelText('反馈内容');
    const contact = screen.getByLabelText('联系方式（选填）');
    fireEvent.change(content, { target: { value: '太甜' } });
    fireEvent.change(contact, { target: { value: '微信 wx123' } });
    fireEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    expect(content.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(content.getAttribute('aria-describedby')!)?.textContent).toBe('反馈内容至少 5 个字');
    expect(contact.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(contact.getAttribute('aria-describedby')!)?.textContent).toBe('请填写正确的手机号或邮箱');
    expect(contact.getAttribute('inputmode')).toBe('email');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('confirms a sent report clearly and starts again from an empty form', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, message: '感谢您的反馈，我们会尽快处理', code: 200, result: null, timestamp: 0 }))));
    render(<SuggestForm code="K7QF2M9XPA00" />);
    fireEvent.change(screen.getByLabelText('反馈内容'), { target: { value: '瓶盖有轻微漏液，请核实该批次。' } });
    fireEvent.change(screen.getByLabelText('联系方式（选填）'), { target: { value: '138 0000 0000' } });
    fireEvent.click(screen.getByRole('button', { name: '提交反馈' }));
    const done = await screen.findByRole('status');
    expect(done.textContent).toContain('提交成功');
    expect(done.textContent).toContain('感谢您的反馈，我们会尽快处理');
    expect(screen.queryByLabelText('反馈内容')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '继续反馈' }));
    expect((screen.getByLabelText('反馈内容') as HTMLTextAreaElement).value).toBe('');
    expect((screen.getByLabelText('联系方式（选填）') as HTMLInputElement).value).toBe('');
  });
});
