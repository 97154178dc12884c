import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { FORMULA_TEXT } from '@foodtrace/contracts';
import { getAction } from '@/lib/http';
import { feedback } from '@/lib/feedback';
import { FormulaPickButton } from './formula-pick-button';

vi.mock('@/lib/http', async (importOriginal) => ({ ...(await importOriginal<typeof import('@/lib/http')>()), getAction: vi.fn() }));

const LOT = { lotId: 'l1', lotNo: 'R20261201-01', itemName: '白砂糖', quantity: 12.5, available: 40, unit: 'kg', unitText: '千克', expiryDate: '2027-06-01' };
const button = () => screen.getByRole('button', { name: /按配方投料/ });

afterEach(() => vi.restoreAllMocks());

describe('按配方投料', { timeout: 60_000 }, () => {
  it('waits for a product and a positive output', () => {
    const { rerender } = render(<FormulaPickButton productId={undefined} outTotal={100} readOutTotal={() => 100} onFill={vi.fn()} />);
    expect(button().hasAttribute('disabled')).toBe(true);
    rerender(<FormulaPickButton productId="p1" outTotal={0} readOutTotal={() => 0} onFill={vi.fn()} />);
    expect(button().hasAttribute('disabled')).toBe(true);
  });

  it('fills the inputs with the lots proposed for the outputs now, and says what stock cannot cover', async () => {
    vi.mocked(getAction).mockResolvedValue({ success: true, message: '', code: 200, timestamp: 0, result: { inputs: [LOT], shortages: ['白砂糖 可投料库存不足，还差 3 千克'] } });
    const warning = vi.spyOn(feedback.message, 'warning');
    const success = vi.spyOn(feedback.message, 'success');
    const onFill = vi.fn();
    render(<FormulaPickButton productId="p1" outTotal={1000} readOutTotal={() => 1200} onFill={onFill} />);
    fireEvent.click(button());
    await waitFor(() => expect(onFill).toHaveBeenCalled());
    expect(vi.mocked(getAction).mock.calls[0]).toEqual(['/foodtrace/process/formulaPick', { productId: 'p1', quantity: 1200 }]);
    expect(onFill.mock.calls[0][0]).toEqual([expect.objectContaining({ lotId: 'l1', lotNo: 'R20261201-01', quantity: 12.5, unitText: '千克' })]);
    expect(warning).toHaveBeenCalledWith('白砂糖 可投料库存不足，还差 3 千克', 8);
    expect(success).toHaveBeenCalledWith('已按配方填入 1 个投料批次，请核对数量');
  });

  it('keeps the rows when the product has no formula', async () => {
    vi.mocked(getAction).mockResolvedValue({ success: false, message: FORMULA_TEXT.noFormula, code: 500, timestamp: 0, result: null });
    const warning = vi.spyOn(feedback.message, 'warning');
    const onFill = vi.fn();
    render(<FormulaPickButton productId="p1" outTotal={10} readOutTotal={() => 10} onFill={onFill} />);
    fireEvent.click(button());
    await waitFor(() => expect(warning).toHaveBeenCalledWith(FORMULA_TEXT.noFormula));
    expect(onFill).not.toHaveBeenCalled();
  });
});
