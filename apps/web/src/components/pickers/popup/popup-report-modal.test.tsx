import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { getAction } from '@/lib/http';
import { feedback } from '@/lib/feedback';
import { PopupInput } from './popup-input';

vi.mock('@/lib/http', () => ({ getAction: vi.fn(), HttpError: class extends Error {} }));
vi.mock('@/lib/feedback', () => ({ feedback: { message: { warning: vi.fn(), error: vi.fn() } } }));

const ok = <T,>(result: T) => ({ success: true, message: '', code: 200, result, timestamp: 0 });
const ROWS = [
  { org_code: 'A01', username: 'admin', realname: '系统管理员' },
  { org_code: 'A01A01', username: 'qa_li', realname: '李质检' },
];

function answer(url: string) {
  if (url.includes('getRpColumns')) {
    return ok({ cgRpConfigId: 'r1', cgRpConfigName: '部门人员', dictOptions: {}, columns: [{ title: '账号', dataIndex: 'username' }, { title: '姓名', dataIndex: 'realname' }] });
  }
  if (url.includes('getQueryInfo')) return ok([]);
  return ok({ records: ROWS, total: 2 });
}

function renderPopup(props: Partial<Parameters<typeof PopupInput>[0]> = {}) {
  const onCallback = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PopupInput code="user_by_depart" orgFields="username,realname" destFields="account,name" field="name" onCallback={onCallback} {...props} />
    </QueryClientProvider>,
  );
  return onCallback;
}

afterEach(() => vi.clearAllMocks());

describe('PopupInput with its report dialog (spec §4 Other)', { timeout: 60_000 }, () => {
  it('warns 请选择一条记录 when single mode confirms two rows or none, and writes the target fields from one', async () => {
    vi.mocked(getAction).mockImplementation(async (url: string) => answer(url));
    const onCallback = renderPopup();
    fireEvent.click(screen.getByRole('button', { name: /选择/ }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 20_000 });
    await within(dialog).findByText('李质检', {}, { timeout: 20_000 });
    const ok = () => fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));

    ok();
    expect(feedback.message.warning).toHaveBeenLastCalledWith('请选择一条记录');
    const boxes = within(dialog).getAllByRole('checkbox').slice(1);
    fireEvent.click(boxes[0]);
    fireEvent.click(boxes[1]);
    ok();
    expect(feedback.message.warning).toHaveBeenCalledTimes(2);
    expect(onCallback).not.toHaveBeenCalled();

    fireEvent.click(boxes[0]);
    ok();
    await waitFor(() => expect(onCallback).toHaveBeenCalledWith({ account: 'qa_li', name: '李质检' }));
    expect(getAction).toHaveBeenCalledWith('/online/cgreport/api/getData/r1', expect.objectContaining({ pageNo: 1, pageSize: 10 }));
  });

  it('reports a wrong configuration verbatim and stays disabled', () => {
    renderPopup({ destFields: 'account' });
    expect(feedback.message.error).toHaveBeenCalledWith('popup参数未正确配置,原始值和目标值数量不一致!');
    expect((screen.getByRole('button', { name: /选择/ }) as HTMLButtonElement).disabled).toBe(true);
  });
});
