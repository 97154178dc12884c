import {
  ANNOUNCEMENT_PERMS, NOTICE, NOTICE_TEXT, type AnnouncementInput, type AnnouncementRecord, type FieldType, type PageResult,
} from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { appendDataLog, appendDataLogs } from '../../platform/audit/data-log.ts';
import { SYSTEM_USER, type SessionUser } from '../../platform/auth/sessions.ts';
import { newId } from '../../platform/db/ids.ts';
import { parseWireTime } from '../../platform/db/time.ts';
import { BadRequestError, BusinessError } from '../../platform/errors.ts';
import { sanitizeRichText } from '../../platform/html/sanitize.ts';
import { pagedRows } from '../../platform/list-query/paged.ts';
import { parseListQuery, type ListSpec } from '../../platform/list-query/parse.ts';
import { userHolds } from '../../platform/rbac/permissions.ts';
import { ANNOUNCEMENT_COLUMNS, ANNOUNCEMENT_DICT_FIELDS, plainText, toAnnouncementRecord, type AnnouncementRow } from './announcement-records.ts';
import { pushAnnouncement, splitUserIds } from './notice-push.ts';
import { noticeDb, systemView, type NoticeDb, type SysAnnouncement } from './schema.ts';

const TABLE = 'sys_announcement';
const S = NOTICE.sendStatus;
const FIELDS: Record<string, FieldType> = {
  id: 'string', titile: 'string', sender: 'string', priority: 'string', msgCategory: 'string', msgType: 'string',
  sendStatus: 'string', sendTime: 'datetime', cancelTime: 'datetime', startTime: 'datetime', endTime: 'datetime',
  createTime: 'datetime', updateTime: 'datetime',
};
const spec = (timeZone: string): ListSpec => ({
  fields: FIELDS, sortable: ['titile', 'priority', 'sendTime', 'cancelTime', 'createTime', 'updateTime'],
  defaultSort: { field: 'createTime', order: 'desc' }, timeZone,
});

type Changes = Partial<AnnouncementInput>;
type Priority = (typeof NOTICE.priority)[keyof typeof NOTICE.priority];

/**
 * What a module tells named people, in their bell and 我的消息 (a 站内消息): its title and body (HTML the caller has
 * escaped), the page it opens, and the record it is about (`busType`, `busId`: what madeFor reads).
 */
export interface UserNotice {
  title: string; html: string; abstract?: string | null; priority: Priority; userIds: readonly string[];
  openPage?: string | null; busType?: string | null; busId?: string | null;
}

/**
 * 系统通告 administration (spec §7.2 Announcement): the body is sanitised before it is stored (DESIGN.md §5
 * rule 8), a published notice is frozen until revoked, release and revoke tell the readers' bells to reload.
 */
export class AnnouncementService {
  private readonly db: NoticeDb;

  constructor(private readonly ctx: AppContext) {
    this.db = noticeDb(ctx.db);
  }

  private live() {
    return this.db.selectFrom('sysAnnouncement').where('delFlag', '=', 0);
  }

  private async translate(rows: AnnouncementRow[]): Promise<AnnouncementRecord[]> {
    const wire = rows.map((r) => toAnnouncementRecord(r, this.ctx.config.timeZone));
    return this.ctx.dict.translate(wire as unknown as Array<Record<string, unknown>>, ANNOUNCEMENT_DICT_FIELDS) as unknown as AnnouncementRecord[];
  }

  async list(raw: Record<string, unknown>): Promise<PageResult<AnnouncementRecord>> {
    const q = parseListQuery(spec(this.ctx.config.timeZone), raw);
    // The list never carries the bodies: they can be large and the detail reads them.
    const columns = ANNOUNCEMENT_COLUMNS.filter((c) => c !== 'msgContent');
    const { rows, page } = await pagedRows<AnnouncementRow>(this.live(), q, this.ctx.kind, columns);
    return { ...page, records: await this.translate(rows.map((r) => ({ ...r, msgContent: null }))) };
  }

  async row(id: string): Promise<SysAnnouncement> {
    const row = await this.live().selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new BusinessError('未找到对应数据');
    return row;
  }

  /** Of the records `busIds` of a module's kind `busType`, those a live notice was already made about. */
  async madeFor(busType: string, busIds: readonly string[]): Promise<Set<string>> {
    if (!busIds.length) return new Set();
    const rows = await this.live().select('busId').where('busType', '=', busType).where('busId', 'in', [...busIds]).execute();
    return new Set(rows.map((r) => r.busId).filter((id): id is string => id !== null));
  }

  async get(id: string): Promise<AnnouncementRecord> {
    return (await this.translate([await this.row(id)]))[0];
  }

  /** Administrators see every notice; anyone else only what was published to them. */
  canSeeAll(user: SessionUser): Promise<boolean> {
    return userHolds(this.ctx.db, user.userId, ANNOUNCEMENT_PERMS.list);
  }

  /** Input → columns: sanitised body, derived abstract, instants, recipients checked. */
  private async toColumns(input: Changes, current?: SysAnnouncement): Promise<Partial<SysAnnouncement>> {
    const tz = this.ctx.config.timeZone;
    const out: Partial<SysAnnouncement> = {};
    for (const k of ['titile', 'priority', 'msgCategory', 'msgType', 'openType', 'openPage', 'busType', 'busId'] as const) {
      if (input[k] !== undefined) (out as Record<string, unknown>)[k] = input[k];
    }
    for (const k of ['startTime', 'endTime'] as const) if (input[k] !== undefined) out[k] = input[k] ? parseWireTime(input[k]!, tz) : null;
    if (input.msgContent !== undefined) out.msgContent = sanitizeRichText(input.msgContent);
    const content = out.msgContent ?? current?.msgContent ?? null;
    if (input.msgAbstract !== undefined || input.msgContent !== undefined) {
      out.msgAbstract = input.msgAbstract ?? (plainText(content, 100) || null);
    }
    const msgType = out.msgType ?? current?.msgType;
    if (msgType === NOTICE.msgType.all) out.userIds = null;
    else if (input.userIds !== undefined || out.msgType !== undefined) {
      out.userIds = await this.checkedUsers(input.userIds ?? current?.userIds ?? null);
    }
    return out;
  }

  private async checkedUsers(text: string | null): Promise<string> {
    const ids = splitUserIds(text);
    if (!ids.length) throw new BusinessError(NOTICE_TEXT.usersRequired);
    if (ids.length > NOTICE.maxUsers) throw new BadRequestError(`通告对象最多 ${NOTICE.maxUsers} 人`);
    const found = await this.ctx.db.selectFrom('sysUser').select('id').where('id', 'in', ids).where('delFlag', '=', 0).execute();
    if (found.length !== ids.length) throw new BusinessError(NOTICE_TEXT.usersUnknown);
    return ids.join(',');
  }

  /** A 站内消息 to `userIds` (UserNotice), made and released at once, as `sender` (the system unless told). */
  async tell(n: UserNotice, sender: SessionUser = SYSTEM_USER): Promise<void> {
    const notice = await this.add({
      titile: n.title, msgContent: n.html, msgAbstract: n.abstract ?? null, startTime: null, endTime: null, priority: n.priority,
      msgCategory: NOTICE.category.system, msgType: NOTICE.msgType.user, userIds: n.userIds.join(','),
      openType: n.openPage ? NOTICE.openType.url : null, openPage: n.openPage ?? null, busType: n.busType ?? null, busId: n.busId ?? null,
    }, sender.username);
    await this.release(notice.id, sender);
  }

  async add(input: AnnouncementInput, username: string): Promise<AnnouncementRecord> {
    const row = {
      ...(await this.toColumns(input)), id: newId(), sendStatus: S.draft, sender: null, sendTime: null, cancelTime: null,
      createBy: username, createTime: Date.now(), updateBy: null, updateTime: null, delFlag: 0,
    } as SysAnnouncement;
    await this.db.transaction().execute(async (trx) => {
      await trx.insertInto('sysAnnouncement').values(row).execute();
      await appendDataLog(systemView(trx), TABLE, row.id, { ...row }, username);
    });
    return this.get(row.id);
  }

  async edit(input: Changes & { id: string }, username: string): Promise<AnnouncementRecord> {
    const { id, ...changes } = input;
    const current = await this.row(id);
    if (current.sendStatus === S.published) throw new BusinessError(NOTICE_TEXT.publishedNotEditable);
    const values = { ...(await this.toColumns(changes, current)), updateBy: username, updateTime: Date.now() };
    const startTime = values.startTime !== undefined ? values.startTime : current.startTime;
    const endTime = values.endTime !== undefined ? values.endTime : current.endTime;
    if (startTime && endTime && endTime < startTime) throw new BusinessError(NOTICE_TEXT.timeOrder);
    await this.write(id, values, current, username);
    return this.get(id);
  }

  private async write(id: string, values: Partial<SysAnnouncement>, current: SysAnnouncement, username: string, after?: (trx: NoticeDb) => Promise<void>) {
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('sysAnnouncement').set(values).where('id', '=', id).execute();
      await after?.(trx);
      await appendDataLog(systemView(trx), TABLE, id, { ...current, ...values }, username);
    });
  }

  /**
   * `doReleaseData`: publish now, as the caller. Chosen users get their read records (unread) at once; a
   * notice for everyone gets them lazily when each bell loads. A re-release after a revoke counts as new.
   */
  async release(id: string, user: SessionUser): Promise<void> {
    const current = await this.row(id);
    if (current.sendStatus === S.published) throw new BusinessError(NOTICE_TEXT.alreadyPublished);
    const now = Date.now();
    const values = { sendStatus: S.published, sendTime: now, cancelTime: null, sender: user.realname || user.username, updateBy: user.username, updateTime: now };
    await this.write(id, values, current, user.username, async (trx) => {
      await trx.updateTable('sysAnnouncementSend').set({ readFlag: 0, readTime: null, updateTime: now }).where('anntId', '=', id).execute();
      if (current.msgType !== NOTICE.msgType.user) return;
      const recipients = splitUserIds(current.userIds);
      if (!recipients.length) return;
      await trx.deleteFrom('sysAnnouncementSend').where('anntId', '=', id).where('userId', 'not in', recipients).execute();
      const have = new Set((await trx.selectFrom('sysAnnouncementSend').select('userId').where('anntId', '=', id).execute()).map((r) => r.userId));
      const missing = recipients.filter((u) => !have.has(u));
      for (let i = 0; i < missing.length; i += 200) {
        await trx.insertInto('sysAnnouncementSend').values(missing.slice(i, i + 200).map((userId) => ({
          id: newId(), anntId: id, userId, readFlag: 0, readTime: null, createBy: user.username, createTime: now, updateBy: null, updateTime: null,
        }))).execute();
      }
    });
    await pushAnnouncement(this.ctx.bus, current, current.msgAbstract ?? current.titile);
  }

  /** `doReovkeData`: withdrawn from every bell; the readers' bells reload. */
  async revoke(id: string, username: string): Promise<void> {
    const current = await this.row(id);
    if (current.sendStatus !== S.published) throw new BusinessError(NOTICE_TEXT.notPublished);
    const now = Date.now();
    await this.write(id, { sendStatus: S.revoked, cancelTime: now, updateBy: username, updateTime: now }, current, username);
    await pushAnnouncement(this.ctx.bus, current, current.titile);
  }

  async remove(ids: string[], username: string): Promise<void> {
    const rows = await this.live().selectAll().where('id', 'in', ids).execute();
    if (!rows.length) throw new BusinessError('未找到对应数据');
    const now = Date.now();
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable('sysAnnouncement').set({ delFlag: 1, updateBy: username, updateTime: now }).where('id', 'in', rows.map((r) => r.id)).execute();
      await appendDataLogs(systemView(trx), TABLE, rows.map((r) => ({ id: r.id, row: { ...r, delFlag: 1, updateBy: username, updateTime: now } })), username);
    });
    for (const r of rows.filter((x) => x.sendStatus === S.published)) await pushAnnouncement(this.ctx.bus, r, r.titile);
  }
}
