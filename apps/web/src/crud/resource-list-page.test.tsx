import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { message, Modal } from 'antd';
import dayjs from 'dayjs';
import { defineResource, type ResourceDef } from '@foodtrace/contracts';
import { deleteAction, getAction, HttpError, postAction, putAction } from '@/lib/http';
import { useSessionStore } from '@/app/stores/session-store';
import { ResourceListPage, ResourceListView } from './resource-list-page';
import { useResourceList } from './use-resource-list';

vi.mock('@/lib/http', () => ({
  getAction: vi.fn(), postAction: vi.fn(), putAction: vi.fn(), deleteAction: vi.fn(),
  HttpError: class HttpError extends Error {},
}));
vi.mock('@/lib/dict-cache', () => ({
  readDictCache: () => ({ grade: [{ value: '1', text: '一级', title: '一级' }, { value: '2', text: '二级', title: '二级' }] }),
}));

/** A made-up resource: the page must work from the definition alone. */
const widget = defineResource({
  key: 'widget', title: '部件', table: 'widget', basePath: '/test/widget', permPrefix: 'test:widget',
  fields: {
    code: { label: '部件编码', type: 'string', search: 'like', sortable: true },
    name: { label: '部件名称', type: 'string', search: 'like' },
    grade: { label: '等级', type: 'string', dict: 'grade', search: 'eq' },
    qty: { label: '数量', type: 'int', search: 'range', min: 1 },
    made: { label: '生产日期', type: 'date', search: 'range', list: false },
  },
});

const envelope = <T,>(result: T, success = true, message = '', code = 200) =>
  ({ success, message, code, result, timestamp: 0 });
const rows = [
  { id: 'a1', code: 'W-1', name: '齿轮', grade: '1', grade_dictText: '一级', qty: 3 },
  { id: 'a2', code: 'W-2', name: '轴承', grade: '2', grade_dictText: '二级', qty: 5 },
];
const page = envelope({ records: rows, total: 2, size: 10, current: 1, pages: 1 });

beforeEach(() => {
  vi.mocked(getAction).mockResolvedValue(page);
  vi.mocked(deleteAction).mockResolvedValue(envelope(null, true, '批量删除成功!'));
});
// Static messages keep their container between tests; destroy them instead of wiping the body.
afterEach(() => { cleanup(); message.destroy(); Modal.destroyAll(); vi.clearAllMocks(); });

function renderPage(resource: ResourceDef = widget) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}><ResourceListPage resource={resource} /></QueryClientProvider>);
}

/** Role queries compute styles of the whole antd DOM and are very slow in jsdom; text is enough here. */
const button = (scope: HTMLElement, name: RegExp) => within(scope).getByText(name).closest('button')!;

// antd in jsdom is slow on a shared two-core machine; these budgets are about speed, not behaviour.
const WAIT = { timeout: 30_000 };

const openBatchMenu = async () => {
  fireEvent.mouseEnter(button(document.body, /^批量操作$/));
  return screen.findByText('删除', { selector: '.ant-dropdown-menu-title-content' }, WAIT);
};

describe('ResourceListPage', { timeout: 120_000 }, () => {
  it('loads page 1 sorted by createTime desc and shows the rows with dictionary texts', async () => {
    renderPage();
    expect(await screen.findByText('齿轮', {}, WAIT)).toBeTruthy();
    expect(getAction).toHaveBeenCalledWith('/test/widget/list', { pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc' });
    expect(screen.getByText('二级')).toBeTruthy();
    expect(screen.getByText('1-2 共2条')).toBeTruthy();
    expect(within(document.querySelector('thead')!).queryByText('生产日期')).toBeNull(); // list: false
  });

  it('asks for the screen\'s own filter from its first request, once, and for a new one when it changes', async () => {
    function Narrowed({ grade }: { grade: string }) {
      const list = useResourceList(widget, { grade });
      return <ResourceListView resource={widget} list={list} fixedSearch={{ grade }} />;
    }
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = render(<QueryClientProvider client={client}><Narrowed grade="1" /></QueryClientProvider>);
    expect(await screen.findByText('齿轮', {}, WAIT)).toBeTruthy();
    const asked = () => vi.mocked(getAction).mock.calls.filter(([url]) => url === '/test/widget/list').map(([, params]) => params);
    // not the whole table first and the grade after, nor the same page twice
    expect(asked()).toEqual([{ pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc', grade: '1' }]);
    view.rerender(<QueryClientProvider client={client}><Narrowed grade="2" /></QueryClientProvider>);
    await waitFor(() => expect(asked()).toHaveLength(2), WAIT);
    expect(asked()[1]).toMatchObject({ grade: '2', pageNo: 1 });
  });

  it('asks nothing for a list the screen keeps hidden, until it is shown', async () => {
    function TwoViews({ shown }: { shown: boolean }) {
      const list = useResourceList(widget, { grade: '1' }, { enabled: shown });
      return shown ? <ResourceListView resource={widget} list={list} fixedSearch={{ grade: '1' }} /> : <p>另一视图</p>;
    }
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = render(<QueryClientProvider client={client}><TwoViews shown={false} /></QueryClientProvider>);
    await screen.findByText('另一视图');
    await new Promise((r) => setTimeout(r, 50));
    const asked = () => vi.mocked(getAction).mock.calls.filter(([url]) => url === '/test/widget/list');
    expect(asked()).toHaveLength(0);
    view.rerender(<QueryClientProvider client={client}><TwoViews shown /></QueryClientProvider>);
    expect(await screen.findByText('齿轮', {}, WAIT)).toBeTruthy();
    expect(asked()).toHaveLength(1);
  });

  it('sends a day the screen fixes as that day, whatever the browser\'s zone, and only once', async () => {
    const made = [null, dayjs('2026-12-05')];
    function Expired() {
      const list = useResourceList(widget, { made });
      return <ResourceListView resource={widget} list={list} fixedSearch={{ made }} />;
    }
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(<QueryClientProvider client={client}><Expired /></QueryClientProvider>);
    expect(await screen.findByText('齿轮', {}, WAIT)).toBeTruthy();
    await new Promise((r) => setTimeout(r, 50)); // the fixed filter's effect has run
    const asked = vi.mocked(getAction).mock.calls.filter(([url]) => url === '/test/widget/list').map(([, params]) => params);
    expect(asked).toEqual([expect.objectContaining({ made_end: '2026-12-05' })]);
  });

  it('folds search fields beyond three and searches with the JeecgBoot conventions', async () => {
    renderPage();
    await screen.findByText('齿轮', {}, WAIT);
    const search = document.querySelector<HTMLElement>('form[role=search]')!;
    expect(within(search).queryByLabelText('数量')).toBeNull();
    fireEvent.click(button(search, /^展\s*开$/));
    expect(within(search).getByLabelText('数量')).toBeTruthy();
    fireEvent.change(within(search).getByLabelText('部件名称'), { target: { value: ' 齿 ' } });
    fireEvent.click(button(search, /^查\s*询$/));
    await waitFor(() => expect(getAction).toHaveBeenLastCalledWith('/test/widget/list',
      { pageNo: 1, pageSize: 10, column: 'createTime', order: 'desc', name: '*齿*' }), WAIT);
  });

  it('warns 请选择一条记录！ when batch delete has no selection', async () => {
    renderPage();
    await screen.findByText('齿轮', {}, WAIT);
    fireEvent.click(await openBatchMenu());
    expect(await screen.findByText('请选择一条记录！', {}, WAIT)).toBeTruthy();
    expect(deleteAction).not.toHaveBeenCalled();
  });

  it('asks 确定要删除这 N 项吗? and deletes the selected ids in one call', async () => {
    renderPage();
    await screen.findByText('齿轮', {}, WAIT);
    const rowBox = (id: string) => document.querySelector(`tr[data-row-key="${id}"] input[type=checkbox]`)!;
    fireEvent.click(rowBox('a1'));
    fireEvent.click(rowBox('a2'));
    expect(screen.getByText(/已选择/).textContent).toMatch(/已选择\s*2\s*项/);
    fireEvent.click(await openBatchMenu());
    expect(await screen.findByText('确定要删除这 2 项吗?', {}, WAIT)).toBeTruthy();
    fireEvent.click(button(document.querySelector<HTMLElement>('.ant-modal-confirm')!, /^确\s*定$/));
    await waitFor(() => expect(deleteAction).toHaveBeenCalledWith('/test/widget/deleteBatch', { ids: 'a1,a2' }), WAIT);
    expect(await screen.findByText('批量删除成功!', {}, WAIT)).toBeTruthy();
  });

  it('shows a refused delete as a warning with the server message', async () => {
    vi.mocked(deleteAction).mockResolvedValue(envelope(null, false, '该职务已被使用，不能删除', 500));
    renderPage();
    const row = (await screen.findByText('齿轮', {}, WAIT)).closest('tr')!;
    fireEvent.click(button(row, /^删\s*除$/));
    expect(await screen.findByText('确定删除吗?', {}, WAIT)).toBeTruthy();
    fireEvent.click(button(document.querySelector<HTMLElement>('.ant-popconfirm')!, /^确\s*定$/));
    await waitFor(() => expect(deleteAction).toHaveBeenCalledWith('/test/widget/delete', { id: 'a1' }), WAIT);
    expect(await screen.findByText('该职务已被使用，不能删除', {}, WAIT)).toBeTruthy();
  });

  it('greys out 删除 of a record the server will not delete, and says why', async () => {
    vi.mocked(getAction).mockResolvedValue(envelope({ records: [{ ...rows[0], _noDelete: '部件 W-1 已装配，不能删除' }, rows[1]], total: 2, size: 10, current: 1, pages: 1 }));
    renderPage();
    const kept = button((await screen.findByText('齿轮', {}, WAIT)).closest('tr')!, /^删\s*除$/);
    expect(kept.disabled).toBe(true);
    fireEvent.mouseEnter(kept.parentElement!);
    expect(await screen.findByText('部件 W-1 已装配，不能删除', {}, WAIT)).toBeTruthy();
    expect(button(screen.getByText('轴承').closest('tr')!, /^删\s*除$/).disabled).toBe(false);
    // chosen with another for a batch delete: said before asking, and nothing is sent
    for (const id of ['a1', 'a2']) fireEvent.click(document.querySelector(`tr[data-row-key="${id}"] input[type=checkbox]`)!);
    fireEvent.click(await openBatchMenu());
    expect(await screen.findByText('所选 2 项中有 1 项不能删除：部件 W-1 已装配，不能删除。请取消勾选后再删除', {}, WAIT)).toBeTruthy();
    expect(deleteAction).not.toHaveBeenCalled();
  });

  it('says so too when the kept record was ticked on another page', async () => {
    const pageOf = (n: number) => n === 1
      ? envelope({ records: [{ ...rows[0], _noDelete: '部件 W-1 已装配，不能删除' }], total: 11, size: 10, current: 1, pages: 2 })
      : envelope({ records: [rows[1]], total: 11, size: 10, current: 2, pages: 2 });
    vi.mocked(getAction).mockImplementation(async (_url, params) => pageOf(Number((params as { pageNo?: number })?.pageNo ?? 1)) as never);
    renderPage();
    await screen.findByText('齿轮', {}, WAIT);
    fireEvent.click(document.querySelector('tr[data-row-key="a1"] input[type=checkbox]')!);
    fireEvent.click(document.querySelector('.ant-pagination-item-2')!);
    await screen.findByText('轴承', {}, WAIT);
    fireEvent.click(document.querySelector('tr[data-row-key="a2"] input[type=checkbox]')!);
    expect(screen.getByText(/已选择/).textContent).toMatch(/已选择\s*2\s*项/);
    fireEvent.click(await openBatchMenu());
    expect(await screen.findByText('所选 2 项中有 1 项不能删除：部件 W-1 已装配，不能删除。请取消勾选后再删除', {}, WAIT)).toBeTruthy();
    expect(deleteAction).not.toHaveBeenCalled();
  });

  it('shows a list refused with code 510 as a warning', async () => {
    vi.mocked(getAction).mockResolvedValue(envelope(null, false, '没有权限，请联系管理员授权', 510));
    renderPage();
    expect(await screen.findByText('没有权限，请联系管理员授权', {}, WAIT)).toBeTruthy();
  });

  it('also warns when the refusal comes as HTTP 403 with code 510 in the envelope', async () => {
    const refusal = Object.assign(new HttpError('没有权限，请联系管理员授权', 403, null, null),
      { envelope: { success: false, code: 510, message: '没有权限，请联系管理员授权' } });
    vi.mocked(getAction).mockRejectedValue(refusal);
    renderPage();
    expect(await screen.findByText('没有权限，请联系管理员授权', {}, WAIT)).toBeTruthy();
  });

  /** Opens 新增 on the list, fills code and name, and confirms. */
  const addPart = async (code: string, name: string) => {
    renderPage();
    await screen.findByText('齿轮', {}, WAIT);
    fireEvent.click(button(document.body, /^新\s*增$/));
    const dialog = await screen.findByText('新增部件', {}, WAIT).then((t) => t.closest<HTMLElement>('.ant-modal')!);
    fireEvent.change(within(dialog).getByLabelText('部件编码'), { target: { value: code } });
    fireEvent.change(within(dialog).getByLabelText('部件名称'), { target: { value: name } });
    fireEvent.click(button(dialog, /^确\s*定$/));
  };

  it('adds through the form modal and keeps it open with the server refusal as a warning', async () => {
    vi.mocked(postAction).mockResolvedValue(envelope(null, false, '部件编码已存在', 500));
    await addPart('W-1', '齿轮');
    await waitFor(() => expect(postAction).toHaveBeenCalledWith('/test/widget/add',
      { code: 'W-1', name: '齿轮', grade: null, qty: null, made: null }), WAIT);
    expect(await screen.findByText('部件编码已存在', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('新增部件')).toBeTruthy();
  });

  it('says what the server adds to 添加成功！ (a notice) as a warning of its own', async () => {
    vi.mocked(postAction).mockResolvedValue(envelope({ id: 'a3' }, true, '添加成功！供应商「安吉青山生态牧场」的“生鲜乳”尚有 1 个批次在库：R1，请复核'));
    await addPart('W-3', '链条');
    const notice = await screen.findByText('供应商「安吉青山生态牧场」的“生鲜乳”尚有 1 个批次在库：R1，请复核', {}, WAIT);
    expect(notice.closest('.ant-message-notice')!.querySelector('.anticon-exclamation-circle')).toBeTruthy();
    expect(screen.getByText('添加成功！').closest('.ant-message-notice')!.querySelector('.anticon-check-circle')).toBeTruthy();
  });

  it('does not save a half-filled record on Enter in a field (Enter confirms dates and options)', async () => {
    renderPage();
    await screen.findByText('齿轮', {}, WAIT);
    fireEvent.click(button(document.body, /^新\s*增$/));
    const dialog = await screen.findByText('新增部件', {}, WAIT).then((t) => t.closest<HTMLElement>('.ant-modal')!);
    // false: the default action (the browser's implicit submission) was prevented
    expect(fireEvent.keyDown(within(dialog).getByLabelText('部件编码'), { key: 'Enter' })).toBe(false);
  });

  it('says a number is below its minimum instead of changing it', async () => {
    renderPage();
    await screen.findByText('齿轮', {}, WAIT);
    fireEvent.click(button(document.body, /^新\s*增$/));
    const dialog = await screen.findByText('新增部件', {}, WAIT).then((t) => t.closest<HTMLElement>('.ant-modal')!);
    const qty = within(dialog).getByLabelText('数量') as HTMLInputElement;
    fireEvent.change(qty, { target: { value: '-50' } });
    fireEvent.blur(qty);
    expect(qty.value).toBe('-50');
    expect(await within(dialog).findByText(/数量/, { selector: '.ant-form-item-explain-error' }, WAIT)).toBeTruthy();
  });

  it('shows the fixed fields of a record in use read-only, with the reason, and the rest editable', async () => {
    const fixedCode = { ...widget, fields: { ...widget.fields, code: { ...widget.fields.code, fixedOnceUsed: true } } };
    vi.mocked(getAction).mockResolvedValue(envelope({ records: [{ ...rows[0], _inUse: '部件已装配' }, rows[1]], total: 2, size: 10, current: 1, pages: 1 }));
    renderPage(fixedCode);
    const editOf = async (name: string) => {
      fireEvent.click(button((await screen.findByText(name, {}, WAIT)).closest('tr')!, /^编\s*辑$/));
      return screen.findByText('编辑部件', {}, WAIT).then((t) => t.closest<HTMLElement>('.ant-modal')!);
    };
    const used = await editOf('齿轮');
    expect(within(used).getByText('部件已装配：部件编码不能再修改')).toBeTruthy();
    expect(within(used).getByLabelText<HTMLInputElement>('部件编码').disabled).toBe(true);
    expect(within(used).getByLabelText<HTMLInputElement>('部件名称').disabled).toBe(false);
    fireEvent.click(button(used, /^关\s*闭$/));
    await waitFor(() => expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')).toBeNull(), WAIT);
    const free = await editOf('轴承');
    expect(within(free).queryByText(/不能再修改/)).toBeNull();
    expect(within(free).getByLabelText<HTMLInputElement>('部件编码').disabled).toBe(false);
  });

  it('keeps an amount of a record in use from going below what was used, and says how much that is', async () => {
    const floored = { ...widget, fields: { ...widget.fields, qty: { ...widget.fields.qty, notBelowUsed: true } } };
    vi.mocked(getAction).mockResolvedValue(envelope({
      records: [{ ...rows[0], _inUse: '部件已装配', _inUseMin: { qty: { amount: 2, text: '2 个' } } }, rows[1]], total: 2, size: 10, current: 1, pages: 1,
    }));
    vi.mocked(putAction).mockResolvedValue(envelope(null, true, '编辑成功!'));
    renderPage(floored);
    fireEvent.click(button((await screen.findByText('齿轮', {}, WAIT)).closest('tr')!, /^编\s*辑$/));
    const dialog = (await screen.findByText('编辑部件', {}, WAIT)).closest<HTMLElement>('.ant-modal')!;
    expect(within(dialog).getByText('已使用 2 个')).toBeTruthy();
    const qty = within(dialog).getByLabelText<HTMLInputElement>('数量');
    fireEvent.change(qty, { target: { value: '1' } });
    fireEvent.click(button(dialog, /^确\s*定$/));
    expect(await within(dialog).findByText('数量不能少于已使用的 2 个', {}, WAIT)).toBeTruthy();
    expect(putAction).not.toHaveBeenCalled();
    fireEvent.change(qty, { target: { value: '2' } });
    fireEvent.click(button(dialog, /^确\s*定$/));
    await waitFor(() => expect(putAction).toHaveBeenCalledWith('/test/widget/edit', expect.objectContaining({ id: 'a1', qty: 2 })), WAIT);
  });

  it('empties a field the server counts from others when one of them changes in the form, and only then', async () => {
    const counted = { ...widget, fields: { ...widget.fields, until: { label: '有效期至', type: 'date' as const, countedFrom: ['qty'] } } };
    vi.mocked(getAction).mockResolvedValue(envelope({ records: [{ ...rows[0], until: '2027-01-01' }, rows[1]], total: 2, size: 10, current: 1, pages: 1 }));
    vi.mocked(putAction).mockResolvedValue(envelope(null, true, '编辑成功!'));
    renderPage(counted);
    const editOf = async () => {
      fireEvent.click(button((await screen.findByText('齿轮', {}, WAIT)).closest('tr')!, /^编\s*辑$/));
      return screen.findByText('编辑部件', {}, WAIT).then((t) => t.closest<HTMLElement>('.ant-modal')!);
    };
    let dialog = await editOf();
    fireEvent.change(within(dialog).getByLabelText<HTMLInputElement>('部件名称'), { target: { value: '大齿轮' } });
    expect(within(dialog).getByLabelText<HTMLInputElement>('有效期至').value).toBe('2027-01-01');
    fireEvent.click(button(dialog, /^确\s*定$/));
    await waitFor(() => expect(putAction).toHaveBeenCalledWith('/test/widget/edit', expect.objectContaining({ name: '大齿轮', until: '2027-01-01' })), WAIT);
    vi.mocked(putAction).mockClear();
    await waitFor(() => expect(document.querySelector('.ant-modal-wrap:not([style*="display: none"]) .ant-modal')).toBeNull(), WAIT);
    dialog = await editOf();
    fireEvent.change(within(dialog).getByLabelText<HTMLInputElement>('数量'), { target: { value: '4' } });
    await waitFor(() => expect(within(dialog).getByLabelText<HTMLInputElement>('有效期至').value).toBe(''), WAIT);
    // emptied, it is no longer held against the others
    await waitFor(() => expect(dialog.querySelector('.ant-form-item-explain-error')).toBeNull(), WAIT);
    fireEvent.click(button(dialog, /^确\s*定$/));
    await waitFor(() => expect(putAction).toHaveBeenCalledWith('/test/widget/edit', expect.objectContaining({ qty: 4, until: null })), WAIT);
  });

  it("applies the 'has' rule to the buttons: not held → hidden (strategy 1) or disabled (strategy 2)", async () => {
    const entry = (action: string, type: string) => ({ action, type, describe: action, status: '1' });
    useSessionStore.setState({
      auth: [entry('test:widget:edit', '1')],
      allAuth: [entry('test:widget:add', '2'), entry('test:widget:edit', '1'), entry('test:widget:delete', '1'),
        entry('test:widget:deleteBatch', '1')],
    });
    try {
      renderPage();
      const row = (await screen.findByText('齿轮', {}, WAIT)).closest('tr')!;
      expect(button(document.body, /^新\s*增$/).disabled).toBe(true);
      expect(within(row).queryByText(/^删\s*除$/)).toBeNull();
      expect(button(row, /^编\s*辑$/).disabled).toBe(false);
      expect(screen.queryByText('批量操作')).toBeNull();
    } finally {
      useSessionStore.setState({ auth: [], allAuth: [] });
    }
  });

  it('offers only the generic routes the resource has (actions)', async () => {
    renderPage({ ...widget, actions: ['list', 'queryById'] });
    const row = (await screen.findByText('齿轮', {}, WAIT)).closest('tr')!;
    expect(screen.queryByText(/^新\s*增$/)).toBeNull();
    expect(screen.queryByText('批量操作')).toBeNull();
    expect(within(row).queryByText(/^编\s*辑$/)).toBeNull();
    expect(within(row).queryByText(/^删\s*除$/)).toBeNull();
    expect(within(row).getByText(/^详\s*情$/)).toBeTruthy();
  });
});
