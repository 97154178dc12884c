import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CertValidity } from './due-dates';

describe('资质证照 有效期至 cell', () => {
  afterEach(() => vi.useRealTimers());

  it('tags a lapsed certificate red, one within 30 days orange with the days left, and says 长期有效 without a date', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 29, 9, 0));
    const { rerender, container } = render(<CertValidity validUntil="2026-11-23" />);
    expect(screen.getByText('已过期').closest('.ant-tag')?.className).toContain('error');
    expect(container.textContent).toBe('2026-11-23已过期');
    rerender(<CertValidity validUntil="2026-12-17" />);
    expect(screen.getByText('剩 18 天').closest('.ant-tag')?.className).toContain('warning');
    rerender(<CertValidity validUntil="2027-06-30" />);
    expect(container.textContent).toBe('2027-06-30');
    expect(container.querySelector('.ant-tag')).toBeNull();
    rerender(<CertValidity validUntil={null} />);
    expect(container.textContent).toBe('长期有效');
  });
});
