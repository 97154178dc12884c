import type { AnnouncementRecord } from '@foodtrace/contracts';
import { PriorityTag } from './priority-tag';
import { NOTICE_UI_TEXT } from './texts';

export interface NoticeListProps {
  items: AnnouncementRecord[];
  onOpen: (item: AnnouncementRecord) => void;
}

/** One tab of the bell (spec §2.7): title, createTime with 发布, and the priority tag; a click opens the item. */
export function NoticeList({ items, onOpen }: NoticeListProps) {
  if (!items.length) return <div className="notice-list__empty">{NOTICE_UI_TEXT.empty}</div>;
  return (
    <ul className="notice-list">
      {items.map((item) => (
        <li key={item.id} className="notice-list__item">
          <button type="button" className="notice-list__open" onClick={() => onOpen(item)}>
            <span className="notice-list__title">{item.titile}</span>
            <span className="notice-list__time">{item.createTime} {NOTICE_UI_TEXT.published}</span>
          </button>
          <PriorityTag priority={item.priority} />
        </li>
      ))}
    </ul>
  );
}
