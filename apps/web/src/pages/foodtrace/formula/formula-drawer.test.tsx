import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FORMULA_TEXT, type ProductFormula } from '@foodtrace/contracts';
import { getAction, postAction } from '@/lib/http';
import { feedback } from '@/lib/feedback';
import { FormulaDrawer } from './formula-drawer';

vi.mock('@/lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/http')>()), getAction: vi.fn(), postAction: vi.fn(),
}));

const answer = <T,>(result: T, message = '') => ({ success: true, message, code: 200, result, timestamp: 0 });
const page = <T,>(records: T[]) => answer({ records, total: records.length, current: 1, size: records.length, pages: 1 });
const PRODUCT = { id: 'p1', name: '鲜牛奶 950ml', unit: 'bottle' };
const FORMULA: ProductFormula = {
  productId: 'p1', batchQty: 1000,
  lines: [
    { id: 'f1', crudeId: 'c1', componentId: null, quantity: 950, tolerancePct: 2, remark: null, name: '生牛乳', unit: 'kg', category: 'RAW_MILK' },
    { id: 'f2', crudeId: 'c2', componentId: null, quantity: 0.3, tolerancePct: 0, remark: null, name: '单硬脂酸甘油酯', unit: 'kg', category: 'ADDITIVE' },
  ],
};

/** The routes the drawer reads: the formula, the pickers' registers and the unit dictionary. */
function serve(formula: ProductFormula) {
  vi.mocked(getAction).mockImplementation((url: string) => Promise.resolve(((): ReturnType<typeof answer> => {
    if (url === '/foodtrace/product/formula') return answer(formula);
    if (url === '/foodtrace/crude/list') return page([{ id: 'c1', name: '生牛乳', unit: 'kg', category: 'RAW_MILK' }, { id: 'c2', name: '单硬脂酸甘油酯', unit: 'kg', category: 'ADDITIVE' }]);
    if (url === '/foodtrace/product/list') return page([PRODUCT, { id: 'p9', name: '标准化乳基液', unit: 'kg' }]);
    if (url.startsWith('/sys/dict/getDictItems/')) return answer([{ value: 'kg', text: '千克' }, { value: 'bottle', text: '瓶' }]);
    throw new Error(`unexpected ${url}`);
  })()) as never);
}

function show() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FormulaDrawer product={PRODUCT} onClose={() => undefined} />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('产品配方', { timeout: 60_000 }, () => {
  it('shows the formula with its batch in the product unit, marks an additive, and saves it', async () => {
    serve(FORMULA);
    vi.mocked(postAction).mockResolvedValue(answer(FORMULA, '编辑成功'));
    const success = vi.spyOn(feedback.message, 'success');
    show();
    expect(await screen.findByText(FORMULA_TEXT.drawerTitle('鲜牛奶 950ml'), {}, { timeout: 20_000 })).toBeTruthy();
    expect((await screen.findByLabelText('标准批量') as HTMLInputElement).value).toBe('1000');
    expect(await screen.findByText('瓶')).toBeTruthy();
    expect(await screen.findByText('单硬脂酸甘油酯（千克）')).toBeTruthy();
    expect(screen.getAllByText('食品添加剂')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(postAction).toHaveBeenCalled());
    expect(vi.mocked(postAction).mock.calls[0]).toEqual(['/foodtrace/product/saveFormula', {
      productId: 'p1', batchQty: 1000, lines: [
        { id: 'f1', crudeId: 'c1', componentId: null, quantity: 950, tolerancePct: 2, remark: null },
        { id: 'f2', crudeId: 'c2', componentId: null, quantity: 0.3, tolerancePct: 0, remark: null },
      ],
    }]);
    await waitFor(() => expect(success).toHaveBeenCalledWith(FORMULA_TEXT.saved));
  });

  it('clears a line\'s material when its kind changes, and offers the other products as 半成品', async () => {
    serve(FORMULA);
    show();
    expect(await screen.findByText('生牛乳（千克）', {}, { timeout: 20_000 })).toBeTruthy();
    const kind = document.querySelectorAll<HTMLElement>('[role="gridcell"][data-key="kind"]')[0];
    fireEvent.click(kind);
    const select = kind.querySelector('.ant-select')!;
    fireEvent.mouseDown(select.querySelector('.ant-select-content, .ant-select-selector') ?? select);
    fireEvent.click(await screen.findByTitle('半成品'));
    await waitFor(() => expect(screen.queryByText('生牛乳（千克）')).toBeNull());
    // the product's own row is not offered
    const material = document.querySelectorAll<HTMLElement>('[role="gridcell"][data-key="materialId"]')[0];
    fireEvent.mouseDown(material.querySelector('.ant-select-content, .ant-select-selector') ?? material.querySelector('.ant-select')!);
    expect(await screen.findByTitle('标准化乳基液（千克）')).toBeTruthy();
    expect(screen.queryByTitle('鲜牛奶 950ml（瓶）')).toBeNull();
  });

  it('asks for the standard batch before sending lines', async () => {
    serve(FORMULA);
    vi.mocked(postAction).mockClear();
    const warning = vi.spyOn(feedback.message, 'warning');
    show();
    const batch = await screen.findByLabelText('标准批量', {}, { timeout: 20_000 });
    fireEvent.change(batch, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(warning).toHaveBeenCalledWith(FORMULA_TEXT.batchRequired));
    expect(postAction).not.toHaveBeenCalled();
  });
});
