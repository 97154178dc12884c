import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Popover, Tabs } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { MODAL_WIDTH, type AnnouncementRecord } from '@foodtrace/contracts';
import { useSessionStore } from '@/app/stores/session-store';
import { noticeApi } from './notice-api';
import { NoticeList } from './notice-list';
import { openActionOf } from './open-announcement';
import { NOTICE_UI_TEXT } from './texts';
import { useNotices } from './use-notices';
import './notice.css';

// The dialog (and DOMPurify with it) loads on the first opened notice, not with every page of the layout.
const AnnouncementDetailModal = lazy(() => import('./announcement-detail-modal').then((m) => ({ default: m.AnnouncementDetailModal })));

/** Where 查看更多 leads (spec §2.1: /isps/userAnnouncement, my announcements). */
export const MY_ANNOUNCEMENTS_PATH = '/isps/userAnnouncement';

/**
 * The header's notice bell (spec §2.7, §4 Notice bell): a badge with the unread count; a 300 px popover with
 * the tabs 通知(n) and 系统消息(n), each ending in 查看更多. Opening an item marks it read, reloads, then
 * opens its page (openType component) or the detail dialog.
 */
export function NoticeBell() {
  const { data, reload } = useNotices();
  const navigate = useNavigate();
  const menu = useSessionStore((s) => s.menu);
  const [open, setOpen] = useState(false);
  const [detailId, setDetailId] = useState<string | null>(null);
  const total = data.anntMsgTotal + data.sysMsgTotal;

  const openItem = async (item: AnnouncementRecord) => {
    setOpen(false);
    await noticeApi.markRead(item.id).catch(() => null); // the http client reported a transport error
    void reload();
    const action = openActionOf(item, menu);
    if (action.kind === 'navigate') navigate(action.to);
    else setDetailId(item.id);
  };
  const more = () => {
    setOpen(false);
    navigate(MY_ANNOUNCEMENTS_PATH);
  };
  const tab = (items: AnnouncementRecord[]) => (
    <>
      <NoticeList items={items} onOpen={(item) => void openItem(item)} />
      <Button type="dashed" block onClick={more}>{NOTICE_UI_TEXT.more}</Button>
    </>
  );

  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        arrow={false}
        // 300 px outside, padding included (antd's container is content-box: 300 + 24 would be 324 px).
        styles={{ container: { width: MODAL_WIDTH.popover, padding: '4px 12px 12px', boxSizing: 'border-box' } }}
        content={
          <Tabs centered size="small" items={[
            { key: 'notice', label: NOTICE_UI_TEXT.noticeTab(data.anntMsgTotal), children: tab(data.anntMsgList) },
            { key: 'system', label: NOTICE_UI_TEXT.systemTab(data.sysMsgTotal), children: tab(data.sysMsgList) },
          ]} />
        }
      >
        <button type="button" className="header-action notice-bell" aria-label={NOTICE_UI_TEXT.bellLabel} data-testid="notice-bell">
          <Badge count={total} size="small" overflowCount={99}>
            <BellOutlined className="notice-bell__icon" />
          </Badge>
        </button>
      </Popover>
      {detailId && (
        <Suspense fallback={null}>
          <AnnouncementDetailModal announcementId={detailId} onClose={() => setDetailId(null)} />
        </Suspense>
      )}
    </>
  );
}
