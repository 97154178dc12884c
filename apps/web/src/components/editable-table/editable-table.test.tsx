import { createRef, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AuthEntry } from '@foodtrace/contracts';
import { useSessionStore } from '@/app/stores/session-store';
import { feedback } from '@/lib/feedback';
import { EditableTable, type EditableTableHandle } from './editable-table';
import { isTableValidationError } from './table-validation';
import type { EditableColumn } from './types';

vi.mock('@/lib/http', () => ({ getAction: vi.fn(), http: { post: vi.fn() }, HttpError: class extends Error {} }));
vi.mock('@/lib/dict-cache', () => ({ readDictCache: () => ({ unit: [{ value: 'kg', text: '千克', title: '千克' }] }) }));

const columns: EditableColumn[] = [
  { key: 'name', title: '原料名称', type: 'input', validateRules: [{ required: true }] },
  { key: 'unit', title: '单位', type: 'select', dictCode: 'unit' },
  { key: 'price', title: '单价', type: 'inputNumber' },
];
const rows = [{ id: 'a', name: '小麦粉', unit: 'kg', price: 4.6 }, { id: 'b', name: '', unit: 'kg', price: 2 }];

function wrap(children: ReactNode) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;
}
const cellOf = (rowId: string, key: string) => document.querySelector(`[data-row-id="${rowId}"] [data-key="${key}"]`) as HTMLElement;

afterEach(() => {
  useSessionStore.setState({ auth: [], allAuth: [] });
  vi.restoreAllMocks();
});

describe('EditableTable', () => {
  it('shows 暂无数据 without rows, and the dictionary text of a select in read-only cells', async () => {
    const { rerender } = render(wrap(<EditableTable columns={columns} dataSource={[]} />));
    expect(screen.getByText('暂无数据')).toBeTruthy();
    rerender(wrap(<EditableTable columns={columns} dataSource={rows} />));
    await waitFor(() => expect(cellOf('a', 'unit').textContent).toBe('千克'));
  });

  it('edits a clicked cell and returns it to read-only on a click outside (spec §4)', async () => {
    render(wrap(<><button type="button">外部</button><EditableTable columns={columns} dataSource={rows} /></>));
    fireEvent.click(cellOf('a', 'name'));
    const input = cellOf('a', 'name').querySelector('input')!;
    fireEvent.change(input, { target: { value: '' } });
    await waitFor(() => expect(cellOf('a', 'name').className).toContain('et-cell--error'));
    fireEvent.mouseDown(screen.getByText('外部'));
    await waitFor(() => expect(cellOf('a', 'name').querySelector('input')).toBeNull());
  });

  it('rejects getValuesPromise with the failing row index and the tab key (spec §5)', async () => {
    const ref = createRef<EditableTableHandle>();
    render(wrap(<EditableTable ref={ref} columns={columns} dataSource={rows} tabKey="lines" />));
    const error = await ref.current!.getValuesPromise().catch((e: unknown) => e);
    expect(isTableValidationError(error)).toBe(true);
    expect(error).toMatchObject({ index: 1, key: 'name', message: '原料名称不能为空', tabKey: 'lines' });
    await waitFor(() => expect(cellOf('b', 'name').className).toContain('et-cell--error'));
    act(() => ref.current!.setValues([{ rowId: 'b', values: { name: '白砂糖' } }]));
    await expect(ref.current!.getValuesPromise()).resolves.toHaveLength(2);
  });

  it('warns when 新增 is clicked twice within 1500 ms (spec §8)', () => {
    const warn = vi.spyOn(feedback.message, 'warning').mockImplementation(() => (() => undefined) as never);
    render(wrap(<EditableTable columns={columns} dataSource={rows} />));
    const add = screen.getByRole('button', { name: /新\s*增/ });
    fireEvent.click(add);
    fireEvent.click(add);
    expect(warn).toHaveBeenCalledWith('你点击的太快了，请慢点点击!');
    expect(document.querySelectorAll('.et-body [role="row"]')).toHaveLength(3);
  });

  it('hides the add and delete buttons and a column the user lacks under authPre (spec §6)', () => {
    const entry = (action: string): AuthEntry => ({ action, type: '1', status: '1', describe: action }) as AuthEntry;
    useSessionStore.setState({ auth: [], allAuth: [entry('lines:add'), entry('lines:batch_delete'), entry('lines:price')] });
    render(wrap(<EditableTable columns={columns} dataSource={rows} rowSelection authPre="lines" />));
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.queryByText('单价')).toBeNull();
    expect(screen.getByRole('button', { name: '清空选择' })).toBeTruthy();
  });

  it('selects all enabled rows from the header and clears the selection (spec §4)', () => {
    render(wrap(<EditableTable columns={columns} dataSource={rows} rowSelection disabledRows={{ id: 'b' }} />));
    fireEvent.click(screen.getByLabelText('全选'));
    expect(screen.getByText('已选择 1 项')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '清空选择' }));
    expect(screen.getByText('已选择 0 项')).toBeTruthy();
  });
});
