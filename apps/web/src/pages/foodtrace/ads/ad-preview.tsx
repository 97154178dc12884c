import dayjs from 'dayjs';
import { Alert, Button, Space, Tag, Typography } from 'antd';
import { FORMATS } from '@foodtrace/contracts';
import type { ResourceRow } from '@/crud';
import { fileAccessUrl } from '@/lib/file-url';
import { isSafeHttpUrl } from '@/lib/safe-url';
import { adVisible } from './ad-visibility';
import { AD_TEXT as T } from './texts';
import './ads.css';

/**
 * An ad as a consumer's phone shows it (AdDetail): image, title, plain-text content (never HTML) and its
 * link (http(s) only); above it whether consumers can see it today, and the public address.
 */
export function AdPreview({ ad }: { ad: ResourceRow }) {
  const visible = adVisible(ad, dayjs().format(FORMATS.date));
  const image = typeof ad.image === 'string' && ad.image ? fileAccessUrl(ad.image) : undefined;
  const link = typeof ad.linkUrl === 'string' && isSafeHttpUrl(ad.linkUrl) ? ad.linkUrl : null;
  const address = `${window.location.origin}/AdDetail?id=${encodeURIComponent(ad.id)}`;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Alert type={visible ? 'success' : 'warning'} showIcon title={T.hint}
        description={(
          <Space wrap>
            <Tag color={visible ? 'green' : 'default'}>{visible ? T.visible : T.hidden}</Tag>
            <span>{T.periodLabel}：{T.period((ad.startDate as string) || null, (ad.endDate as string) || null)}</span>
            <span>{T.publicAddress}：<Typography.Text copyable>{address}</Typography.Text></span>
          </Space>
        )} />
      <div className="ad-phone">
        <div className="ad-phone__screen">
          {image ? <img className="ad-phone__image" src={image} alt={String(ad.title ?? '')} /> : <div className="ad-phone__noimage">{T.noImage}</div>}
          <h2 className="ad-phone__title">{String(ad.title ?? '')}</h2>
          <p className="ad-phone__content">{String(ad.content ?? '')}</p>
          {link && <Button type="primary" block href={link} target="_blank" rel="noreferrer noopener">{T.link}</Button>}
        </div>
      </div>
    </Space>
  );
}
