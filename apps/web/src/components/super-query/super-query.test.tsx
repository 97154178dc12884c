import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { message } from 'antd';
import type { SuperQueryField } from '@foodtrace/contracts';
import { SuperQuery } from './super-query';

vi.mock('@/lib/http', () => ({ getAction: vi.fn(), HttpError: class extends Error {} }));

const FIELDS: SuperQueryField[] = [{ value: 'name', label: '职务名称', type: 'string' }];
const WAIT = { timeout: 30_000 };
afterEach(() => message.destroy());

describe('SuperQuery', { timeout: 90_000 }, () => {
  it('opens the builder, refuses an empty run, and marks the button active once a query is applied', async () => {
    const onSearch = vi.fn();
    render(<QueryClientProvider client={new QueryClient()}><SuperQuery fields={FIELDS} saveCode="t" onSearch={onSearch} /></QueryClientProvider>);
    const button = screen.getByText('高级查询').closest('button')!;
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    expect(await screen.findByText('高级查询构造器', {}, WAIT)).toBeTruthy();
    const run = () => fireEvent.click(screen.getByText(/^查\s*询$/).closest('button')!);
    run();
    expect(await screen.findByText('不能查询空条件', {}, WAIT)).toBeTruthy();

    // Choose 职务名称 through the field select, then type a value.
    fireEvent.mouseDown(screen.getByLabelText('选择查询字段'));
    fireEvent.click(await screen.findByTitle('职务名称', {}, WAIT));
    await act(async () => {
      fireEvent.change(screen.getByPlaceholderText('请输入值'), { target: { value: '经理' } });
    });
    run();
    expect(onSearch).toHaveBeenCalledWith({ superQueryParams: expect.stringContaining('%E7%BB%8F%E7%90%86'), superQueryMatchType: 'and' });
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });
});
