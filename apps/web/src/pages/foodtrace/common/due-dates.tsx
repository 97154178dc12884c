import type { ReactNode } from 'react';
import { Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { CERT_TEXT, CERT_WARN_DAYS, FORMATS, NEAR_EXPIRY_DAYS, REVIEW_WARN_DAYS, SAMPLE_WARN_DAYS, SUPPLIER_TEXT, TRAINING_PLAN_WARN_DAYS, certState } from '@foodtrace/contracts';
import { SAMPLE_TEXT } from '../checkout/texts';
import { TRAINING_PLAN_TEXT } from '../training/texts';

const COLOUR = { EXPIRED: 'error', EXPIRING: 'warning' } as const;

interface DueWords { overdue: string; left: (days: number) => string; none: ReactNode }

/**
 * A last or due day (a licence's, a supplier review's, a lot's 保质期至, a sample's 留样至) with where it stands
 * today: past in red, within `warnDays` in orange with the days left, far off as the plain date. A date in order
 * needs no tag: these registers are read for what needs doing.
 */
function DueDate({ date, warnDays, words }: { date: unknown; warnDays: number; words: DueWords }) {
  const day = typeof date === 'string' && date ? date : null;
  const { state, daysLeft } = certState(day, dayjs().format(FORMATS.date), warnDays);
  if (state === 'PERMANENT') return words.none;
  if (state === 'VALID') return <span>{day}</span>;
  return (
    <Space size={6}>
      <span>{day}</span>
      <Tag color={COLOUR[state]}>{state === 'EXPIRED' ? words.overdue : words.left(daysLeft!)}</Tag>
    </Space>
  );
}

const CERT_WORDS: DueWords = {
  overdue: CERT_TEXT.expiredTag, left: CERT_TEXT.daysLeft, none: <Typography.Text type="secondary">{CERT_TEXT.permanent}</Typography.Text>,
};
const REVIEW_WORDS: DueWords = { overdue: SUPPLIER_TEXT.reviewOverdue, left: SUPPLIER_TEXT.reviewIn, none: null };

/** 有效期至 of a certificate: no last day is 长期有效. */
export function CertValidity({ validUntil }: { validUntil: unknown }) {
  return <DueDate date={validUntil} warnDays={CERT_WARN_DAYS} words={CERT_WORDS} />;
}

/** 下次复评 of an approved supplier (合格供方): none on file shows nothing. */
export function ReviewDue({ reviewDue }: { reviewDue: unknown }) {
  return <DueDate date={reviewDue} warnDays={REVIEW_WARN_DAYS} words={REVIEW_WORDS} />;
}

const EXPIRY_WORDS: DueWords = { overdue: CERT_TEXT.expiredTag, left: CERT_TEXT.daysLeft, none: null };

/**
 * 保质期至 of a lot: past it in red (不合格品处置 takes such stock), its last day in orange — or, where stock is
 * read for what to send out first (批次库存), each of its last `warnDays` days with the days left.
 */
export function LotExpiry({ expiryDate, warnDays = 0 }: { expiryDate: unknown; warnDays?: number }) {
  return <DueDate date={expiryDate} warnDays={warnDays} words={EXPIRY_WORDS} />;
}

const SAMPLE_WORDS: DueWords = { overdue: SAMPLE_TEXT.due, left: SAMPLE_TEXT.dueIn, none: null };

/** 留样至 of a retained sample: past it in red (to be destroyed), within SAMPLE_WARN_DAYS in orange. */
export function SampleDue({ sampleUntil }: { sampleUntil: unknown }) {
  return <DueDate date={sampleUntil} warnDays={SAMPLE_WARN_DAYS} words={SAMPLE_WORDS} />;
}

/** The cells of a certificate list (资质证照, 组织详情). */
export const CERT_CELLS = { validUntil: (value: unknown) => <CertValidity validUntil={value} /> };

/**
 * …of a register's 全部记录, which holds the certificates renewals replaced: the date as filed, no state (an old one
 * is not lapsed for anyone: its successor is in force), 长期有效 where there is none.
 */
export const CERT_HISTORY_CELLS = { validUntil: (value: unknown) => (typeof value === 'string' && value ? value : CERT_WORDS.none) };

/** The cells of a list of supplier evaluations (合格供方, 组织详情). */
export const REVIEW_CELLS = { reviewDue: (value: unknown) => <ReviewDue reviewDue={value} /> };

/** The cells of a lot list read for what to dispose of (待处置批次). */
export const LOT_EXPIRY_CELLS = { expiryDate: (value: unknown) => <LotExpiry expiryDate={value} /> };

/** The cells of 批次库存: 临期 is within NEAR_EXPIRY_DAYS of today, as its view lists it. */
export const STOCK_EXPIRY_CELLS = { expiryDate: (value: unknown) => <LotExpiry expiryDate={value} warnDays={NEAR_EXPIRY_DAYS} /> };

/** The cells of the 留样台账. */
export const SAMPLE_CELLS = { sampleUntil: (value: unknown) => <SampleDue sampleUntil={value} /> };

const PLAN_WORDS: DueWords = { overdue: TRAINING_PLAN_TEXT.overdue, left: TRAINING_PLAN_TEXT.dueIn, none: null };

/** 计划完成日期 of a training plan's item not yet carried out: past it in red, within TRAINING_PLAN_WARN_DAYS in orange. */
export function PlanDue({ dueDate }: { dueDate: unknown }) {
  return <DueDate date={dueDate} warnDays={TRAINING_PLAN_WARN_DAYS} words={PLAN_WORDS} />;
}
