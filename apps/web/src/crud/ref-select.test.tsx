import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Form, Input, type FormInstance } from 'antd';
import { getAction } from '@/lib/http';
import { useSessionStore } from '@/app/stores/session-store';
import { RefSelect, refDetails } from './ref-select';

vi.mock('@/lib/http', () => ({
  getAction: vi.fn(), postAction: vi.fn(), putAction: vi.fn(), deleteAction: vi.fn(), HttpError: class extends Error {},
}));

const ok = <T,>(result: T) => ({ success: true, message: '', code: 200, result, timestamp: 0 });

describe('RefSelect', { timeout: 60_000 }, () => {
  it("lists the referenced resource through its filter and shows the current row's text", async () => {
    vi.mocked(getAction).mockImplementation(async (url: string) => (url.endsWith('/list')
      ? ok({ records: [{ id: 'c1', name: '华联超市' }], total: 1, size: 10, current: 1, pages: 1 })
      : ok({ id: 'c9', name: '鲜丰水果' })));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RefSelect fieldRef={{ resource: 'relationOffice', label: 'name', filter: { orgType: 'RETAILER,DISTRIBUTOR' } }} value="c9" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('鲜丰水果', {}, { timeout: 20_000 })).toBeTruthy();
    await waitFor(() => expect(getAction).toHaveBeenCalledWith('/foodtrace/relationOffice/list',
      { pageNo: 1, pageSize: 10, orgType: 'RETAILER,DISTRIBUTOR' }));
    expect(getAction).toHaveBeenCalledWith('/foodtrace/relationOffice/queryById', { id: 'c9' });
  });

  it('stores the field a reference keeps (FieldRef.value), and finds a row no longer offered by it', async () => {
    vi.mocked(getAction).mockReset();
    vi.mocked(getAction).mockImplementation(async (_url: string, params?: Record<string, unknown>) => ok({
      // the lines in use, then the one the record names, stopped since
      records: params?.name === '2号灌装线' ? [{ id: 'l9', name: '2号灌装线' }] : [{ id: 'l1', name: '1号灌装线' }], total: 1, size: 10, current: 1, pages: 1,
    }));
    const onChange = vi.fn();
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RefSelect fieldRef={{ resource: 'productionLine', label: 'name', value: 'name', filter: { status: 'ACTIVE' } }} value="2号灌装线" onChange={onChange} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('2号灌装线', {}, { timeout: 20_000 })).toBeTruthy();
    expect(getAction).toHaveBeenCalledWith('/foodtrace/productionLine/list', { pageNo: 1, pageSize: 1, name: '2号灌装线' });
    expect(getAction).not.toHaveBeenCalledWith('/foodtrace/productionLine/queryById', expect.anything());
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByText('1号灌装线'));
    expect(onChange).toHaveBeenCalledWith('1号灌装线');
  });

  it('fills the fields its reference names in a record\'s form, and never in a search (FieldRef.fills)', async () => {
    vi.mocked(getAction).mockReset();
    vi.mocked(getAction).mockImplementation(async () => ok({ records: [{ id: 'l1', name: '发酵线', equipment: '杀菌机、发酵罐' }], total: 1, size: 10, current: 1, pages: 1 }));
    const fieldRef = { resource: 'productionLine', label: 'name', value: 'name', fills: { equipment: 'equipment' } };
    for (const fill of [true, false]) {
      const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      let form: FormInstance | undefined;
      const Harness = () => {
        const [f] = Form.useForm();
        form = f;
        return <Form form={f}><Form.Item name="line"><RefSelect fieldRef={fieldRef} fill={fill} /></Form.Item><Form.Item name="equipment"><Input /></Form.Item></Form>;
      };
      const { unmount } = render(<QueryClientProvider client={client}><Harness /></QueryClientProvider>);
      fireEvent.mouseDown(screen.getByRole('combobox'));
      // the option of the list (antd also names it once more for screen readers)
      const option = await waitFor(() => {
        const found = screen.getAllByText('发酵线').map((e) => e.closest('.ant-select-item-option')).find(Boolean);
        if (!found) throw new Error('no option yet');
        return found;
      }, { timeout: 20_000 });
      fireEvent.click(option);
      await waitFor(() => expect(form!.getFieldValue('line')).toBe('发酵线'));
      expect(form!.getFieldValue('equipment')).toBe(fill ? '杀菌机、发酵罐' : undefined);
      unmount();
    }
  });

  it("keeps the chosen row's details under the picker in a form, and only there", async () => {
    vi.mocked(getAction).mockImplementation(async () => ok({ records: [{ id: 'p1', processNo: 'PR20261128-2', ccpDeviation: '巴氏杀菌：杀菌温度 71.2 低于下限 72' }], total: 1, size: 10, current: 1, pages: 1 }));
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const fieldRef = { resource: 'process', label: 'processNo', details: ['ccpDeviation'] };
    const { rerender } = render(<QueryClientProvider client={client}><RefSelect fieldRef={fieldRef} value="p1" showChosen /></QueryClientProvider>);
    expect(await screen.findByText('巴氏杀菌：杀菌温度 71.2 低于下限 72', {}, { timeout: 20_000 })).toBeTruthy();
    rerender(<QueryClientProvider client={client}><RefSelect fieldRef={fieldRef} value="p1" /></QueryClientProvider>);
    expect(screen.queryByText('巴氏杀菌：杀菌温度 71.2 低于下限 72')).toBeNull();
  });

  it('asks nothing of a resource the user may not list, and says why it is empty', async () => {
    vi.mocked(getAction).mockClear();
    useSessionStore.setState({ auth: [], allAuth: [{ action: 'foodtrace:productType:list', describe: '产品类型查询', type: '1', status: '1' }] });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <RefSelect fieldRef={{ resource: 'productType', label: 'typeName' }} value="t1" />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('无权查看产品类型，请联系管理员授权')).toBeTruthy();
    expect(getAction).not.toHaveBeenCalled();
    useSessionStore.setState({ auth: [], allAuth: [] });
  });
});

describe('refDetails', () => {
  it('says what a referenced row is after its label, the first of alternatives that has a value', () => {
    const details = ['productId_dictText|crudeId_dictText', 'status_dictText'];
    expect(refDetails({ details }, { id: 'l1', productId_dictText: null, crudeId_dictText: '生鲜乳', status_dictText: '待检验' })).toBe('生鲜乳 · 待检验');
    expect(refDetails({ details }, { id: 'l2', productId_dictText: '鲜牛奶 950mL', status_dictText: null })).toBe('鲜牛奶 950mL');
    expect(refDetails({}, { id: 'l3' })).toBe('');
  });
});
