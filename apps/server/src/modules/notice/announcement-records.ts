import sanitizeHtml from 'sanitize-html';
import type { AnnouncementRecord } from '@foodtrace/contracts';
import { formatInstant } from '../../platform/db/time.ts';
import type { SysAnnouncement } from './schema.ts';

/** Fields the wire carries (everything but the soft-delete flag). */
export const ANNOUNCEMENT_COLUMNS = [
  'id', 'titile', 'msgContent', 'msgAbstract', 'startTime', 'endTime', 'sender', 'priority', 'msgCategory', 'msgType',
  'sendStatus', 'sendTime', 'cancelTime', 'busType', 'busId', 'openType', 'openPage', 'userIds',
  'createBy', 'createTime', 'updateBy', 'updateTime',
] as const;

export type AnnouncementRow = Pick<SysAnnouncement, (typeof ANNOUNCEMENT_COLUMNS)[number]>;

/** The dictionaries of the list's `_dictText` (seeded by the system module). */
export const ANNOUNCEMENT_DICT_FIELDS: Array<[string, string]> = [
  ['priority', 'priority'], ['msgCategory', 'msg_category'], ['msgType', 'msg_type'], ['sendStatus', 'send_status'],
];

const TIME_FIELDS = ['startTime', 'endTime', 'sendTime', 'cancelTime', 'createTime', 'updateTime'] as const;

export function toAnnouncementRecord(row: AnnouncementRow, timeZone: string): AnnouncementRecord {
  const out = { ...row } as Record<string, unknown>;
  for (const f of TIME_FIELDS) out[f] = formatInstant(row[f], timeZone);
  return out as unknown as AnnouncementRecord;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * The text of an (already sanitised) body, for the abstract and the socket's msgTxt: tags dropped, entities
 * decoded, whitespace collapsed. It is shown as text, never as HTML.
 */
export function plainText(html: string | null | undefined, max: number): string {
  if (!html) return '';
  const text = sanitizeHtml(html.replace(/<(br|\/p|\/div|\/li|\/h\d)\b[^>]*>/gi, ' $&'), { allowedTags: [], allowedAttributes: {} })
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_m, e: string) => ENTITIES[e])
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
