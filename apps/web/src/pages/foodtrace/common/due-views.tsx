import { useMemo, type ReactNode } from 'react';
import { Segmented } from 'antd';
import dayjs from 'dayjs';
import { CERT_WARN_DAYS } from '@foodtrace/contracts';
import { useViewParam } from './use-view-param';

const NONE = {};

/** The views every register of papers has (资质证照, 健康证明); a register may add its own after them. */
export type DueView = 'all' | 'expired' | 'expiring';

/**
 * A register of papers read by their last day (`field`, 有效期至): 全部, those lapsed, or those lapsing within
 * CERT_WARN_DAYS (what the 资质证照提醒 job announces), switched above the list and kept in the address (`?view=`,
 * so the home page can open a view). `current` narrows these three (健康证明: each person's latest certificate, not
 * the one a renewal replaced); a register's own views filter nothing here. Answers the view, the list's fixed filter
 * for it, and the switch.
 */
export function useDueViews<V extends string>(labels: Record<DueView | V, string>, field: string, current: Record<string, unknown> = NONE):
  { view: DueView | V; fixed: Record<string, unknown>; switcher: ReactNode } {
  const views = useMemo(() => Object.keys(labels) as Array<DueView | V>, [labels]);
  const [view, setView] = useViewParam(views);
  const fixed = useMemo(() => {
    const today = dayjs().startOf('day');
    if (view === 'expired') return { ...current, [field]: [null, today.subtract(1, 'day')] };
    if (view === 'expiring') return { ...current, [field]: [today, today.add(CERT_WARN_DAYS, 'day')] };
    return view === 'all' ? current : {};
  }, [view, field, current]);
  const switcher = (
    <Segmented<DueView | V> className="cert-views" value={view} onChange={setView} style={{ marginBottom: 16 }}
      options={views.map((k) => ({ value: k, label: labels[k] }))} />
  );
  return { view, fixed, switcher };
}
