import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { message } from 'antd';
import { postAction } from '@/lib/http';
import { ChangePasswordModal } from './change-password-modal';

vi.mock('@/lib/http', () => ({ postAction: vi.fn() }));

const ok = () => screen.getByRole('button', { name: /确\s*定/ });
const fill = (placeholder: string, value: string) =>
  fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });

afterEach(() => {
  vi.clearAllMocks();
  message.destroy();
});

describe('ChangePasswordModal (spec §2.7, §5, §8)', { timeout: 20_000 }, () => {
  it('has the title, the 关闭 cancel text and the required-field messages', async () => {
    render(<ChangePasswordModal open username="admin" onClose={() => undefined} />);
    expect(screen.getByText('修改密码')).toBeTruthy();
    expect(screen.getByRole('button', { name: /关\s*闭/ })).toBeTruthy();
    fireEvent.click(ok());
    await screen.findByText('请输入旧密码!');
    await screen.findByText('请输入新密码!');
    await screen.findByText('请确认新密码!');
    expect(postAction).not.toHaveBeenCalled();
  });

  it('refuses two different new passwords', async () => {
    render(<ChangePasswordModal open username="admin" onClose={() => undefined} />);
    fill('请输入旧密码', 'old');
    fill('请输入新密码', 'New#2026a');
    fill('请再次输入新密码', 'New#2026b');
    fireEvent.click(ok());
    await screen.findByText('两次输入的密码不一致!');
    expect(postAction).not.toHaveBeenCalled();
  });

  it('asks for a new password of 8 to 64 characters of three kinds that is not the old one, before sending', async () => {
    render(<ChangePasswordModal open username="admin" onClose={() => undefined} />);
    fill('请输入旧密码', 'Old#2026a');
    fill('请输入新密码', '123');
    fill('请再次输入新密码', '123');
    fireEvent.click(ok());
    await screen.findByText('密码长度为 8 到 64 个字符');
    // Long enough, but lower case and digits only: the server's sentence, before anything is sent.
    fill('请输入新密码', 'newpass2026');
    fill('请再次输入新密码', 'newpass2026');
    fireEvent.click(ok());
    await screen.findByText('密码须包含大写字母、小写字母、数字、特殊字符中的至少三类');
    fill('请输入新密码', 'Old#2026a');
    fill('请再次输入新密码', 'Old#2026a');
    fireEvent.click(ok());
    await screen.findByText('新密码不能与旧密码相同');
    expect(postAction).not.toHaveBeenCalled();
  });

  it('sends the payload with the username, shows the server message and closes', async () => {
    vi.mocked(postAction).mockResolvedValue({ success: true, message: '密码修改成功！', code: 200, result: null, timestamp: 0 });
    const onClose = vi.fn();
    render(<ChangePasswordModal open username="admin" onClose={onClose} />);
    fill('请输入旧密码', 'old');
    fill('请输入新密码', 'New#2026a');
    fill('请再次输入新密码', 'New#2026a');
    fireEvent.click(ok());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(postAction).toHaveBeenCalledWith('/sys/user/updatePassword', {
      username: 'admin', oldpassword: 'old', password: 'New#2026a', confirmpassword: 'New#2026a',
    });
    await screen.findByText('密码修改成功！');
  });

  it('shows a refusal as a warning and stays open', async () => {
    vi.mocked(postAction).mockResolvedValue({ success: false, message: '旧密码输入错误!', code: 500, result: null, timestamp: 0 });
    const onClose = vi.fn();
    render(<ChangePasswordModal open username="admin" onClose={onClose} />);
    fill('请输入旧密码', 'bad');
    fill('请输入新密码', 'New#2026a');
    fill('请再次输入新密码', 'New#2026a');
    fireEvent.click(ok());
    await screen.findByText('旧密码输入错误!');
    expect(document.querySelector('.ant-message-warning')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
