import type { ReactElement } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { NEAR_EXPIRY_DAYS } from '@foodtrace/contracts';
import { LotExpiry, ReviewDue, SampleDue, STOCK_EXPIRY_CELLS } from './due-dates';

const day = (n: number) => dayjs().add(n, 'day').format('YYYY-MM-DD');

afterEach(cleanup);

/** A cell with its tag (its words and colour), or the plain date and no tag. */
function shows(cell: ReactElement, tag: [words: string, colour: 'error' | 'warning'] | { plain: string }) {
  render(cell);
  if ('plain' in tag) {
    expect(screen.getByText(tag.plain)).toBeTruthy();
    expect(document.querySelector('.ant-tag')).toBeNull();
  } else {
    expect(screen.getByText(tag[0]).closest('.ant-tag')!.className).toContain(tag[1]);
  }
  cleanup();
}

describe('due-date cells', () => {
  it('下次复评: overdue in red, due within 30 days in orange, far off as the date, none as nothing', () => {
    shows(<ReviewDue reviewDue={day(-1)} />, ['逾期未复评', 'error']);
    shows(<ReviewDue reviewDue={day(12)} />, ['12 天后复评', 'warning']);
    shows(<ReviewDue reviewDue={day(90)} />, { plain: day(90) });
    expect(render(<ReviewDue reviewDue={null} />).container.textContent).toBe('');
  });

  it('保质期至 of a lot: 已过期 in red the day after, 今天到期 on the day, the date before', () => {
    shows(<LotExpiry expiryDate={day(-1)} />, ['已过期', 'error']);
    shows(<LotExpiry expiryDate={day(0)} />, ['今天到期', 'warning']);
    shows(<LotExpiry expiryDate={day(1)} />, { plain: day(1) });
  });

  it('保质期至 in 批次库存: the days left up to NEAR_EXPIRY_DAYS in orange, as its 7 天内到期 view lists them', () => {
    const cell = (n: number) => STOCK_EXPIRY_CELLS.expiryDate(day(n)) as ReactElement;
    shows(cell(-1), ['已过期', 'error']);
    shows(cell(NEAR_EXPIRY_DAYS), [`剩 ${NEAR_EXPIRY_DAYS} 天`, 'warning']);
    shows(cell(NEAR_EXPIRY_DAYS + 1), { plain: day(NEAR_EXPIRY_DAYS + 1) });
  });

  it('留样至 of a retained sample: 已到期，待销毁 in red the day after, the days left within 30 in orange, the date before', () => {
    shows(<SampleDue sampleUntil={day(-1)} />, ['已到期，待销毁', 'error']);
    shows(<SampleDue sampleUntil={day(0)} />, ['今天到期', 'warning']);
    shows(<SampleDue sampleUntil={day(30)} />, ['30 天后到期', 'warning']);
    shows(<SampleDue sampleUntil={day(31)} />, { plain: day(31) });
  });
});
