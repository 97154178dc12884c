import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { message, notification } from 'antd';
import type { LoginResult } from '@foodtrace/contracts';
import { login, logout } from '@/app/session/session-service';
import { postAction } from '@/lib/http';
import { LoginForm } from './login-form';

vi.mock('@/app/session/session-service', () => ({ login: vi.fn(), logout: vi.fn(async () => undefined) }));
vi.mock('@/lib/http', () => ({ postAction: vi.fn(), getAction: vi.fn(), HttpError: class HttpError extends Error {} }));
// jsdom has no layout, so the real slider cannot be dragged; the slider has its own tests.
vi.mock('./slider-check', () => ({
  SliderCheck: ({ onPass }: { onPass(): void }) => <button type="button" onClick={onPass}>pass-slider</button>,
}));

const user = { id: 'u', username: 'admin', realname: '管理员', avatar: null, orgCode: 'A01' };
const result = (multi: 0 | 1 | 2): LoginResult => ({
  token: 't', userInfo: user, multi_depart: multi, sysAllDictItems: {},
  departs: [
    { id: '1', orgCode: 'A01', departName: '总部', parentId: null },
    { id: '2', orgCode: 'A02', departName: '配送中心', parentId: null },
  ],
});

function start(path = '/user/login?redirect=%2Fisystem%2Fposition') {
  const router = createMemoryRouter([
    { path: '/user/login', element: <LoginForm /> },
    { path: '*', element: <p>after login</p> },
  ], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const fillAndSubmit = (slider = true) => {
  fireEvent.change(screen.getByPlaceholderText('请输入用户名'), { target: { value: ' admin ' } });
  fireEvent.change(screen.getByPlaceholderText('请输入密码'), { target: { value: 'secret' } });
  if (slider) fireEvent.click(screen.getByText('pass-slider'));
  fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
};

afterEach(() => {
  vi.clearAllMocks();
  message.destroy();
  notification.destroy();
});

describe('LoginForm (spec §4 Login, §5)', { timeout: 20_000 }, () => {
  it('asks for the fields, then for the slider', async () => {
    start();
    fireEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    expect(await screen.findByText('请输入用户名')).toBeTruthy();
    fillAndSubmit(false);
    await screen.findByText('请先完成滑块验证');
    expect(login).not.toHaveBeenCalled();
  });

  it('shows the server refusal and asks for the slider again', async () => {
    vi.mocked(login).mockRejectedValue(new Error('用户名或密码错误'));
    start();
    fillAndSubmit();
    expect((await screen.findByRole('alert')).textContent).toContain('用户名或密码错误');
    expect(login).toHaveBeenCalledWith('admin', 'secret');
    const submit = screen.getByRole('button', { name: /登\s*录/ });
    await waitFor(() => expect(submit.className).not.toContain('ant-btn-loading'));
    fireEvent.click(submit);
    await waitFor(() => expect(document.body.textContent).toContain('请先完成滑块验证'));
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('goes to the redirect target after sign-in', async () => {
    vi.mocked(login).mockResolvedValue(result(1));
    const router = start();
    fillAndSubmit();
    await screen.findByText('after login');
    expect(router.state.location.pathname).toBe('/isystem/position');
  });

  it('asks a user of several departments to choose one first (multi_depart 2)', async () => {
    vi.mocked(login).mockResolvedValue(result(2));
    vi.mocked(postAction).mockResolvedValue({ success: true, message: '切换成功', code: 200, result: { userInfo: { ...user, orgCode: 'A02' } }, timestamp: 0 });
    const router = start();
    fillAndSubmit();
    await screen.findByText('部门切换（当前部门 : 总部）');
    expect(router.state.location.pathname).toBe('/user/login');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await screen.findByText('after login');
    expect(postAction).toHaveBeenCalledWith('/sys/selectDepart', { orgCode: 'A01', username: 'admin' });
  });

  it('cancelling the department choice ends the half-made session', async () => {
    vi.mocked(login).mockResolvedValue(result(2));
    start();
    fillAndSubmit();
    await screen.findByText('部门切换（当前部门 : 总部）');
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(logout).toHaveBeenCalled());
  });
});
