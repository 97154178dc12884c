import type { Kysely } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/** Kysely's view of the notice tables (camelCase; CamelCasePlugin maps to snake_case). */
export interface SysAnnouncement {
  id: string;
  titile: string;
  msgContent: string | null;
  msgAbstract: string | null;
  startTime: number | null;
  endTime: number | null;
  sender: string | null;
  priority: string;
  msgCategory: string;
  msgType: string;
  sendStatus: string;
  sendTime: number | null;
  cancelTime: number | null;
  busType: string | null;
  busId: string | null;
  openType: string | null;
  openPage: string | null;
  userIds: string | null;
  createBy: string | null;
  createTime: number | null;
  updateBy: string | null;
  updateTime: number | null;
  delFlag: number;
}

export interface SysAnnouncementSend {
  id: string;
  anntId: string;
  userId: string;
  /** 0 unread, 1 read. */
  readFlag: number;
  readTime: number | null;
  createBy: string | null;
  createTime: number | null;
  updateBy: string | null;
  updateTime: number | null;
}

export interface SysUserNoticePref {
  userId: string;
  /** Comma-joined msg_category values the bell shows. */
  categories: string;
  updateTime: number;
}

export type NoticeDb = Kysely<DB & {
  sysAnnouncement: SysAnnouncement;
  sysAnnouncementSend: SysAnnouncementSend;
  sysUserNoticePref: SysUserNoticePref;
}>;

export function noticeDb(db: Kysely<DB>): NoticeDb {
  return db as unknown as NoticeDb;
}

/** The same handle (a transaction included) seen with the system tables only, e.g. for the data log. */
export function systemView(db: NoticeDb): Kysely<DB> {
  return db as unknown as Kysely<DB>;
}
