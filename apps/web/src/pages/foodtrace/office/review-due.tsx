import { Space, Tag } from 'antd';
import dayjs from 'dayjs';
import { FORMATS, REVIEW_WARN_DAYS, SUPPLIER_TEXT, certState } from '@foodtrace/contracts';

/** 下次复评 with where it stands today: overdue in red, due within REVIEW_WARN_DAYS in orange. */
export function ReviewDue({ reviewDue }: { reviewDue: unknown }) {
  const due = typeof reviewDue === 'string' && reviewDue ? reviewDue : null;
  if (!due) return null;
  const { state, daysLeft } = certState(due, dayjs().format(FORMATS.date), REVIEW_WARN_DAYS);
  if (state === 'VALID') return <span>{due}</span>;
  return (
    <Space size={6}>
      <span>{due}</span>
      <Tag color={state === 'EXPIRED' ? 'error' : 'warning'}>{state === 'EXPIRED' ? SUPPLIER_TEXT.reviewOverdue : SUPPLIER_TEXT.reviewIn(daysLeft!)}</Tag>
    </Space>
  );
}

/** The cells of the 合格供方 list. */
export const REVIEW_CELLS = { reviewDue: (value: unknown) => <ReviewDue reviewDue={value} /> };
