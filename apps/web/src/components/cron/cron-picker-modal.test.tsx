import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { CronPickerModal } from './cron-picker-modal';

const WAIT = { timeout: 30_000 };
const expression = () => screen.getByTestId('cron-expression').textContent?.trim();
/** The radio of a mode (its list select may share the words). */
const radio = (name: string) => document.querySelector<HTMLInputElement>(`input[type=radio][aria-label="${name}"]`)!;

describe('CronPickerModal', { timeout: 90_000 }, () => {
  it('opens an expression in its modes, follows a new choice, and emits it on 确定', async () => {
    const onOk = vi.fn();
    render(<CronPickerModal open value="0 0 8 ? * 2#3 *" onOk={onOk} onCancel={() => undefined} />);
    expect(await screen.findByTestId('cron-expression', {}, WAIT)).toBeTruthy();
    expect(expression()).toBe('0 0 8 ? * 2#3 *');
    expect(radio('指定秒（可多选）').checked).toBe(true);

    fireEvent.click(screen.getByRole('tab', { name: '日' }));
    const panel = screen.getByRole('tabpanel');
    expect(radio('每月第…个…').checked).toBe(true);
    expect((within(panel).getByLabelText('第几个') as HTMLInputElement).value).toBe('3');

    fireEvent.click(within(panel).getByText('每月最后一个工作日'));
    expect(expression()).toBe('0 0 8 LW * ? *');
    expect(screen.getByRole('list', { name: '最近 5 次执行时间' }).children).toHaveLength(5);

    fireEvent.click(screen.getByText(/^确\s*定$/).closest('button')!);
    expect(onOk).toHaveBeenCalledWith('0 0 8 LW * ? *');
  });

  it('disables 确定 and names the problem while a chosen mode holds a value Quartz refuses', async () => {
    render(<CronPickerModal open value="0 0 0 * * ? *" onOk={() => undefined} onCancel={() => undefined} />);
    await screen.findByTestId('cron-expression', {}, WAIT);
    fireEvent.click(screen.getByRole('tab', { name: '时' }));
    const panel = screen.getByRole('tabpanel');
    fireEvent.change(within(panel).getByLabelText('小时间隔'), { target: { value: '0' } });
    fireEvent.blur(within(panel).getByLabelText('小时间隔'));
    expect(await screen.findByText('小时的间隔至少为 1', {}, WAIT)).toBeTruthy();
    expect(screen.getByText(/^确\s*定$/).closest('button')!.disabled).toBe(true);
  });
});
