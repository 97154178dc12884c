import type { SelectQueryBuilder } from 'kysely';
import {
  NOTICE, PAGING, type AnnouncementRecord, type ListByUserResult, type MyAnnouncementRecord, type PageResult,
} from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import type { SessionUser } from '../../platform/auth/sessions.ts';
import { newId } from '../../platform/db/ids.ts';
import { formatInstant } from '../../platform/db/time.ts';
import { BadRequestError, BusinessError } from '../../platform/errors.ts';
import { escapeLike } from '../../platform/list-query/apply.ts';
import { ANNOUNCEMENT_COLUMNS, toAnnouncementRecord } from './announcement-records.ts';
import type { AnnouncementService } from './announcement.service.ts';
import { NoticePreferenceStore } from './notice-preferences.ts';
import { noticeDb, type NoticeDb } from './schema.ts';

const S = NOTICE.sendStatus;
const BELL_COLUMNS = ANNOUNCEMENT_COLUMNS.filter((c) => c !== 'msgContent' && c !== 'userIds').map((c) => `a.${c}` as const);

/** Published and not deleted; `a` is the announcement's alias in every query of this file. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- applied to joins of different shapes
function published<QB extends SelectQueryBuilder<any, any, any>>(qb: QB): QB {
  return qb.where('a.sendStatus', '=', S.published).where('a.delFlag', '=', 0) as QB;
}

export interface MyListQuery { pageNo?: string; pageSize?: string; titile?: string; msgCategory?: string; readFlag?: string }

/**
 * What one signed-in user sees of the announcements (spec §4 Notice bell, §7.2): the bell's unread lists,
 * reading, my announcements, and a notice's detail. Every query is bound to the caller's user id; nobody
 * reads or marks another user's records.
 */
export class UserNoticeService {
  private readonly db: NoticeDb;
  readonly preferences: NoticePreferenceStore;

  constructor(private readonly ctx: AppContext, private readonly announcements: AnnouncementService) {
    this.db = noticeDb(ctx.db);
    this.preferences = new NoticePreferenceStore(this.db);
  }

  /**
   * JeecgBoot's listByUser side effect (reference/JEECG.md §1.5): a notice for everyone gets the user's
   * read record the first time it is looked at, if it was still current when the user joined.
   */
  private async materialize(userId: string): Promise<void> {
    const user = await this.db.selectFrom('sysUser').select('createTime').where('id', '=', userId).executeTakeFirst();
    const joined = user?.createTime ?? 0;
    const missing = await this.db.selectFrom('sysAnnouncement as a').select('a.id')
      .$call(published).where('a.msgType', '=', NOTICE.msgType.all)
      .where((eb) => eb.or([eb('a.endTime', 'is', null), eb('a.endTime', '>=', joined)]))
      .where((eb) => eb.not(eb.exists(eb.selectFrom('sysAnnouncementSend as s').select('s.id')
        .whereRef('s.anntId', '=', 'a.id').where('s.userId', '=', userId))))
      .limit(PAGING.maxPageSize).execute();
    if (!missing.length) return;
    const now = Date.now();
    const rows = missing.map((m) => ({
      id: newId(), anntId: m.id, userId, readFlag: 0, readTime: null, createBy: null, createTime: now, updateBy: null, updateTime: null,
    }));
    // Two bells of the same user may race here; the unique (annt_id, user_id) index keeps one record.
    const insert = this.db.insertInto('sysAnnouncementSend').values(rows);
    await (this.ctx.kind === 'postgres' ? insert.onConflict((oc) => oc.columns(['anntId', 'userId']).doNothing()) : insert.ignore()).execute();
  }

  /** The user's unread, current, published notices of one category: at most NOTICE.bellListSize, and the total. */
  private async unread(userId: string, category: string): Promise<{ list: AnnouncementRecord[]; total: number }> {
    const now = Date.now();
    const base = this.db.selectFrom('sysAnnouncementSend as s').innerJoin('sysAnnouncement as a', 'a.id', 's.anntId')
      .where('s.userId', '=', userId).where('s.readFlag', '=', 0).$call(published).where('a.msgCategory', '=', category)
      .where((eb) => eb.or([eb('a.endTime', 'is', null), eb('a.endTime', '>=', now)]));
    const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base.select(BELL_COLUMNS).orderBy('a.sendTime', 'desc').orderBy('a.id', 'desc').limit(NOTICE.bellListSize).execute();
    const tz = this.ctx.config.timeZone;
    return { list: rows.map((r) => toAnnouncementRecord({ ...r, msgContent: null, userIds: null }, tz)), total: Number(count.n) };
  }

  /** `GET /sys/annountCement/listByUser` in JeecgBoot's shape; a category the user turned off stays empty. */
  async listByUser(user: SessionUser): Promise<ListByUserResult> {
    await this.materialize(user.userId);
    const wanted = await this.preferences.categories(user.userId);
    const empty = { list: [], total: 0 };
    const annt = wanted.includes(NOTICE.category.notice) ? await this.unread(user.userId, NOTICE.category.notice) : empty;
    const sys = wanted.includes(NOTICE.category.system) ? await this.unread(user.userId, NOTICE.category.system) : empty;
    return { anntMsgList: annt.list, anntMsgTotal: annt.total, sysMsgList: sys.list, sysMsgTotal: sys.total };
  }

  /** Whether the user is a reader of the notice: published to everyone, or to them by name. */
  private async visible(userId: string, anntId: string): Promise<boolean> {
    await this.materialize(userId);
    const row = await this.db.selectFrom('sysAnnouncementSend as s').innerJoin('sysAnnouncement as a', 'a.id', 's.anntId')
      .select('s.id').where('s.userId', '=', userId).where('s.anntId', '=', anntId).$call(published).executeTakeFirst();
    return row !== undefined;
  }

  /** `queryById` for the detail dialog: an administrator reads any notice, anyone else only their own. */
  async detail(user: SessionUser, id: string): Promise<AnnouncementRecord> {
    if (!(await this.announcements.canSeeAll(user)) && !(await this.visible(user.userId, id))) throw new BusinessError('未找到对应数据');
    return this.announcements.get(id);
  }

  /** `PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId {anntId}`: the caller's record only. */
  async markRead(user: SessionUser, anntId: string): Promise<void> {
    if (!(await this.visible(user.userId, anntId))) throw new BusinessError('未找到对应数据');
    const now = Date.now();
    await this.db.updateTable('sysAnnouncementSend').set({ readFlag: 1, readTime: now, updateBy: user.username, updateTime: now })
      .where('userId', '=', user.userId).where('anntId', '=', anntId).where('readFlag', '=', 0).execute();
  }

  /** 全部标注已读: every record of the caller's. */
  async readAll(user: SessionUser): Promise<void> {
    await this.materialize(user.userId);
    const now = Date.now();
    await this.db.updateTable('sysAnnouncementSend').set({ readFlag: 1, readTime: now, updateBy: user.username, updateTime: now })
      .where('userId', '=', user.userId).where('readFlag', '=', 0).execute();
  }

  /** `GET /sys/sysAnnouncementSend/getMyAnnouncementSend`: the caller's published notices, newest first. */
  async myList(user: SessionUser, q: MyListQuery): Promise<PageResult<MyAnnouncementRecord>> {
    await this.materialize(user.userId);
    const pageNo = positive(q.pageNo, 1, 1_000_000, 'pageNo');
    const pageSize = positive(q.pageSize, PAGING.defaultPageSize, PAGING.maxPageSize, 'pageSize');
    let base = this.db.selectFrom('sysAnnouncementSend as s').innerJoin('sysAnnouncement as a', 'a.id', 's.anntId')
      .where('s.userId', '=', user.userId).$call(published);
    const title = q.titile?.replace(/^\*|\*$/g, '').trim();
    if (title) base = base.where('a.titile', 'like', `%${escapeLike(title)}%`);
    if (q.msgCategory) base = base.where('a.msgCategory', '=', q.msgCategory);
    if (q.readFlag === '0' || q.readFlag === '1') base = base.where('s.readFlag', '=', Number(q.readFlag));
    const count = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const rows = await base.select([
      's.id', 's.anntId', 's.readFlag', 's.readTime', 'a.titile', 'a.msgAbstract', 'a.sender', 'a.priority', 'a.msgCategory',
      'a.sendTime', 'a.openType', 'a.openPage', 'a.busId',
    ]).orderBy('a.sendTime', 'desc').orderBy('s.id', 'desc').limit(pageSize).offset((pageNo - 1) * pageSize).execute();
    const tz = this.ctx.config.timeZone;
    const total = Number(count.n);
    return {
      records: rows.map((r) => ({
        ...r, readFlag: r.readFlag ? '1' : '0', readTime: formatInstant(r.readTime, tz), sendTime: formatInstant(r.sendTime, tz),
      })),
      total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize),
    };
  }
}

function positive(text: string | undefined, fallback: number, max: number, name: string): number {
  if (text === undefined || text === '') return fallback;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1) throw new BadRequestError(`${name} 必须是正整数`);
  return Math.min(n, max);
}
