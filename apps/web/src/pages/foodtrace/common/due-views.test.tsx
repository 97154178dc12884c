import { describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import dayjs from 'dayjs';
import { CERT_WARN_DAYS, FORMATS } from '@foodtrace/contracts';
import { useDueViews } from './due-views';

const TEXTS = { views: { all: '当前证明', expired: '已过期', expiring: '30 天内到期', history: '全部记录' }, hint: { history: '包括已换证的证明' } };
const CURRENT = { listScope: 'current' };

function Probe() {
  const { view, fixed, header } = useDueViews(TEXTS, 'validUntil', CURRENT);
  // a range's days as the list sends them
  const shown = Object.fromEntries(Object.entries(fixed).map(([k, v]) => [k, Array.isArray(v) ? v.map((d) => (d ? dayjs(d).format(FORMATS.date) : null)) : v]));
  return <>{header}<p data-testid="probe">{`${view} ${JSON.stringify(shown)}`}</p></>;
}

const at = (url: string) => {
  cleanup();
  render(<MemoryRouter initialEntries={[url]}><Probe /></MemoryRouter>);
  return screen.getByTestId('probe').textContent;
};

describe('useDueViews', () => {
  it('narrows each view of a register by its last day, and by `current` except in the register\'s own views', () => {
    const day = (n: number) => dayjs().startOf('day').add(n, 'day').format(FORMATS.date);
    expect(at('/h')).toBe('all {"listScope":"current"}');
    expect(at('/h?view=expired')).toBe(`expired {"listScope":"current","validUntil":[null,"${day(-1)}"]}`);
    expect(at('/h?view=expiring')).toBe(`expiring {"listScope":"current","validUntil":["${day(0)}","${day(CERT_WARN_DAYS)}"]}`);
    expect(at('/h?view=history')).toBe('history {}');
    // a view's line says what it lists; the others have none
    expect(screen.getByText('包括已换证的证明')).toBeTruthy();
    at('/h');
    expect(screen.queryByText('包括已换证的证明')).toBeNull();
    expect(screen.getAllByText(/^(当前证明|已过期|30 天内到期|全部记录)$/).map((e) => e.textContent)).toEqual(['当前证明', '已过期', '30 天内到期', '全部记录']);
  });
});
