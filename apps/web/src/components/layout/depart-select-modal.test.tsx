import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { message } from 'antd';
import type { Depart } from '@foodtrace/contracts';
import { useSessionStore } from '@/app/stores/session-store';
import { getAction, postAction } from '@/lib/http';
import { DepartSelectModal } from './depart-select-modal';

vi.mock('@/lib/http', () => ({ getAction: vi.fn(), postAction: vi.fn() }));

const departs: Depart[] = [
  { id: '1', orgCode: 'A01', departName: '浙江鲜源乳业有限公司', parentId: null },
  { id: '2', orgCode: 'A02', departName: '杭州配送中心', parentId: null },
];
const envelope = <T,>(result: T, success = true) => ({ success, message: '', code: 200, result, timestamp: 0 });
const user = { id: 'u', username: 'admin', realname: '管理员', avatar: null, orgCode: 'A02', orgCodeTxt: '杭州配送中心' };

afterEach(() => {
  vi.clearAllMocks();
  message.destroy();
});

describe('DepartSelectModal (spec §2.7, §4 department switch)', { timeout: 20_000 }, () => {
  it('opens only after the list loaded, titled with the current department', async () => {
    let resolve!: (v: unknown) => void;
    vi.mocked(getAction).mockReturnValue(new Promise((r) => { resolve = r; }) as never);
    render(<DepartSelectModal open username="admin" onSelected={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    resolve(envelope({ list: departs, orgCode: 'A01' }));
    await screen.findByText('部门切换（当前部门 : 浙江鲜源乳业有限公司）');
    expect(getAction).toHaveBeenCalledWith('/sys/user/getCurrentUserDeparts');
  });

  it('without departments warns 您尚未设置部门信息! and closes', async () => {
    vi.mocked(getAction).mockResolvedValue(envelope({ list: [], orgCode: null }));
    const onCancel = vi.fn();
    render(<DepartSelectModal open username="admin" onSelected={vi.fn()} onCancel={onCancel} />);
    await screen.findByText('您尚未设置部门信息!');
    expect(onCancel).toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('confirming without a choice only marks the field', async () => {
    render(<DepartSelectModal open username="admin" departs={departs} onSelected={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByText('部门切换')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(document.querySelector('.ant-form-item-has-error')).toBeTruthy());
    expect(postAction).not.toHaveBeenCalled();
  });

  it('stores the new user info after a successful choice', async () => {
    vi.mocked(postAction).mockResolvedValue(envelope({ userInfo: user }));
    const onSelected = vi.fn();
    render(<DepartSelectModal open username="admin" departs={departs} currentOrgCode="A02" onSelected={onSelected} onCancel={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(onSelected).toHaveBeenCalledWith(user));
    expect(postAction).toHaveBeenCalledWith('/sys/selectDepart', { orgCode: 'A02', username: 'admin' });
    expect(useSessionStore.getState().userInfo).toEqual(user);
  });

  it('a failed choice shows nothing and stays open', async () => {
    vi.mocked(postAction).mockResolvedValue(envelope(null, false));
    const onSelected = vi.fn();
    render(<DepartSelectModal open username="admin" departs={departs} currentOrgCode="A01" onSelected={onSelected} onCancel={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(postAction).toHaveBeenCalled());
    expect(onSelected).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});
