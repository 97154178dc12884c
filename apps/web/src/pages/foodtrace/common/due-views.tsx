import { useMemo, type ReactNode } from 'react';
import dayjs from 'dayjs';
import { CERT_WARN_DAYS } from '@foodtrace/contracts';
import { useViewSwitch, type ViewTexts } from './view-switch';

const NONE = {};

/** The views every register of papers has (资质证照, 健康证明); a register may add its own after them. */
export type DueView = 'all' | 'expired' | 'expiring';

/**
 * A register of papers read by their last day (`field`, 有效期至) under one switch (useViewSwitch): 全部, those
 * lapsed, or those lapsing within CERT_WARN_DAYS (what the 资质证照提醒 job announces). `current` narrows these three
 * (健康证明: each person's latest certificate, not the one a renewal replaced); a register's own views (its gaps:
 * 缺少证照, 未登记人员) filter nothing here. Answers the view, the list's fixed filter for it, and the switch.
 */
export function useDueViews<V extends string>(texts: ViewTexts<DueView | V>, field: string, current: Record<string, unknown> = NONE):
  { view: DueView | V; fixed: Record<string, unknown>; header: ReactNode } {
  const views = useMemo(() => Object.keys(texts.views) as Array<DueView | V>, [texts]);
  const { view, header } = useViewSwitch(views, texts);
  const fixed = useMemo(() => {
    const today = dayjs().startOf('day');
    if (view === 'expired') return { ...current, [field]: [null, today.subtract(1, 'day')] };
    if (view === 'expiring') return { ...current, [field]: [today, today.add(CERT_WARN_DAYS, 'day')] };
    return view === 'all' ? current : {};
  }, [view, field, current]);
  return { view, fixed, header };
}
