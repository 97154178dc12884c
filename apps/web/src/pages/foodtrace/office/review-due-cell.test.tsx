import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { LotExpiry, ReviewDue } from './cert-validity';

const day = (n: number) => dayjs().add(n, 'day').format('YYYY-MM-DD');

afterEach(cleanup);

describe('下次复评', () => {
  it('says an overdue review in red, one due within 30 days in orange, and nothing of one far off', () => {
    render(<ReviewDue reviewDue={day(-1)} />);
    expect(screen.getByText('逾期未复评').closest('.ant-tag')!.className).toContain('error');
    cleanup();
    render(<ReviewDue reviewDue={day(12)} />);
    expect(screen.getByText('12 天后复评').closest('.ant-tag')!.className).toContain('warning');
    cleanup();
    render(<ReviewDue reviewDue={day(90)} />);
    expect(screen.getByText(day(90))).toBeTruthy();
    expect(document.querySelector('.ant-tag')).toBeNull();
  });

  it('shows nothing without a date', () => {
    const { container } = render(<ReviewDue reviewDue={null} />);
    expect(container.textContent).toBe('');
  });
});

describe('保质期至 of a lot', () => {
  it('says 已过期 in red the day after, 今天到期 on the day, and nothing before', () => {
    render(<LotExpiry expiryDate={day(-1)} />);
    expect(screen.getByText('已过期').closest('.ant-tag')!.className).toContain('error');
    cleanup();
    render(<LotExpiry expiryDate={day(0)} />);
    expect(screen.getByText('今天到期').closest('.ant-tag')!.className).toContain('warning');
    cleanup();
    render(<LotExpiry expiryDate={day(1)} />);
    expect(screen.getByText(day(1))).toBeTruthy();
    expect(document.querySelector('.ant-tag')).toBeNull();
  });
});
