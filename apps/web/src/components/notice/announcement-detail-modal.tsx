import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Spin } from 'antd';
import { useNavigate } from 'react-router';
import { FullscreenModal } from '@/components/dialogs';
import { noticeApi } from './notice-api';
import { handleActionOf } from './open-announcement';
import { safeNoticeHtml } from './safe-html';
import { NOTICE_UI_TEXT } from './texts';
import './notice.css';

export interface AnnouncementDetailModalProps {
  /** The announcement to show; null keeps the dialog closed. */
  announcementId: string | null;
  onClose: () => void;
}

/**
 * The announcement detail dialog (spec §2.7): title, sender, send time and the HTML body, a Close button, a
 * full-screen toggle (60 % or 100 % wide), and 'go handle' only for openType url, which closes the dialog and
 * goes to openPage.
 */
export function AnnouncementDetailModal({ announcementId, onClose }: AnnouncementDetailModalProps) {
  const navigate = useNavigate();
  const { data, isLoading } = useQuery({
    queryKey: ['notice', 'detail', announcementId],
    enabled: Boolean(announcementId),
    queryFn: async () => {
      const res = await noticeApi.queryById(announcementId!);
      if (!res.success) throw new Error(res.message);
      return res.result;
    },
  });
  const handle = data ? handleActionOf(data) : null;
  const goHandle = () => {
    onClose();
    if (handle?.kind === 'navigate') navigate(handle.to);
    else if (handle?.kind === 'external') window.open(handle.url, '_blank', 'noopener,noreferrer');
  };

  return (
    <FullscreenModal
      open={Boolean(announcementId)}
      title={data?.titile ?? ''}
      width="60%"
      onCancel={onClose}
      destroyOnHidden
      footer={[
        handle && <Button key="handle" type="primary" onClick={goHandle}>{NOTICE_UI_TEXT.goHandle}</Button>,
        <Button key="close" onClick={onClose}>{NOTICE_UI_TEXT.close}</Button>,
      ]}
    >
      {isLoading || !data ? <Spin /> : (
        <>
          <Descriptions size="small" column={2} items={[
            { key: 'sender', label: NOTICE_UI_TEXT.sender, children: data.sender },
            { key: 'sendTime', label: NOTICE_UI_TEXT.sendTime, children: data.sendTime },
          ]} />
          {/* The body was sanitised on the server and again here (safe-html.ts). */}
          <div className="notice-detail__body" dangerouslySetInnerHTML={{ __html: safeNoticeHtml(data.msgContent) }} />
        </>
      )}
    </FullscreenModal>
  );
}
