import { Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { CERT_TEXT, FORMATS, certState } from '@foodtrace/contracts';

const COLOUR = { EXPIRED: 'error', EXPIRING: 'warning' } as const;

/**
 * 有效期至 with where it stands today: 已过期 in red, 剩 N 天 in orange within CERT_WARN_DAYS, 长期有效 when
 * there is no last day. A valid date needs no tag: the register is read for what needs doing.
 */
export function CertValidity({ validUntil }: { validUntil: unknown }) {
  const until = typeof validUntil === 'string' && validUntil ? validUntil : null;
  const { state, daysLeft } = certState(until, dayjs().format(FORMATS.date));
  if (state === 'PERMANENT') return <Typography.Text type="secondary">{CERT_TEXT.permanent}</Typography.Text>;
  if (state === 'VALID') return <span>{until}</span>;
  return (
    <Space size={6}>
      <span>{until}</span>
      <Tag color={COLOUR[state]}>{state === 'EXPIRED' ? CERT_TEXT.expiredTag : CERT_TEXT.daysLeft(daysLeft!)}</Tag>
    </Space>
  );
}

/** The cells of a certificate list (资质证照, 组织详情). */
export const CERT_CELLS = { validUntil: (value: unknown) => <CertValidity validUntil={value} /> };
