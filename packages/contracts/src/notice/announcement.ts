import { z } from 'zod';
import { defineResource } from '../resource.ts';
import { wireDateTime } from '../wire-time.ts';

/**
 * 系统通告 (spec §2.7 bell and detail dialog, §3 Announcement, §4 Notice bell, §7.2 Announcement, §7.5 notice
 * socket; reference/JEECG.md §1.5, §2 sys_announcement / sys_announcement_send). The field `titile` is
 * misspelt on purpose: it is the wire name the original client reads.
 */
export const NOTICE = {
  priority: { low: 'L', middle: 'M', high: 'H' },
  category: { notice: '1', system: '2' },
  msgType: { all: 'ALL', user: 'USER' },
  sendStatus: { draft: '0', published: '1', revoked: '2' },
  openType: { component: 'component', url: 'url' },
  /** listByUser answers at most this many unread items per category (the totals count them all). */
  bellListSize: 5,
  /** Recipients of one announcement chosen by hand. */
  maxUsers: 500,
  titleMaxLength: 100,
  contentMaxLength: 200_000,
  abstractMaxLength: 500,
} as const;

/** The notice socket (spec §7.5, §9): path outside the API base, the client's heartbeat text, close codes. */
export const NOTICE_SOCKET = {
  path: '/websocket',
  heartbeat: 'HeartBeat',
  closeUnauthorized: 4401,
  /** Nothing received (not even a heartbeat) for three heartbeat periods. */
  closeIdle: 4408,
  cmd: { topic: 'topic', user: 'user', heartcheck: 'heartcheck' },
} as const;

/** spec §2.7: the bell's priority tags, text and colour. */
export const PRIORITY_TAGS: Record<string, { text: string; color: string }> = {
  L: { text: '一般消息', color: 'blue' },
  M: { text: '重要消息', color: 'orange' },
  H: { text: '紧急消息', color: 'red' },
};

export const ANNOUNCEMENT_PERMS = {
  list: 'system:announcement:list',
  add: 'system:announcement:add',
  edit: 'system:announcement:edit',
  delete: 'system:announcement:delete',
  deleteBatch: 'system:announcement:deleteBatch',
  release: 'system:announcement:release',
  revoke: 'system:announcement:revoke',
} as const;

export const ANNOUNCEMENT_PERM_LABELS: Record<string, string> = {
  [ANNOUNCEMENT_PERMS.list]: '通告查询', [ANNOUNCEMENT_PERMS.add]: '通告添加', [ANNOUNCEMENT_PERMS.edit]: '通告编辑',
  [ANNOUNCEMENT_PERMS.delete]: '通告删除', [ANNOUNCEMENT_PERMS.deleteBatch]: '通告批量删除',
  [ANNOUNCEMENT_PERMS.release]: '通告发布', [ANNOUNCEMENT_PERMS.revoke]: '通告撤销',
};

export const NOTICE_TEXT = {
  releaseOk: '该系统通知发布成功',
  revokeOk: '该系统通知撤销成功',
  readOk: '操作成功！',
  readAllOk: '全部标注已读成功',
  publishedNotEditable: '已发布的通告不能编辑，请先撤销',
  alreadyPublished: '该通告已发布',
  notPublished: '该通告未发布，无需撤销',
  usersRequired: '请选择通告对象',
  usersUnknown: '选择的用户不存在或已被删除',
  openPageInvalid: '打开页面只能是以 / 开头的路径、页面组件名或 http(s) 网址',
  timeOrder: '结束时间不能早于开始时间',
  preferencesSaved: '通知设置已保存',
} as const;

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const datetime = (label: string) => z.preprocess(emptyToNull, wireDateTime(label).nullable());

/** Where a notice may send the reader: an in-app path, a registered page component, or an http(s) address. */
export const OPEN_PAGE_RE = /^(\/[A-Za-z0-9/_\-.?=&%]*|[A-Za-z][A-Za-z0-9/_-]*|https?:\/\/[^\s<>"'`]+)$/;

const base = {
  titile: z.string().trim().min(1, '请输入标题').max(NOTICE.titleMaxLength, `标题最多 ${NOTICE.titleMaxLength} 个字符`),
  msgContent: z.preprocess(emptyToNull, z.string().max(NOTICE.contentMaxLength, '内容过长').nullable()),
  msgAbstract: z.preprocess(emptyToNull, z.string().trim().max(NOTICE.abstractMaxLength, `摘要最多 ${NOTICE.abstractMaxLength} 个字符`).nullable()),
  startTime: datetime('开始时间'),
  endTime: datetime('结束时间'),
  priority: z.enum(['L', 'M', 'H'], { message: '请选择优先级' }),
  msgCategory: z.enum(['1', '2'], { message: '请选择消息类型' }),
  msgType: z.enum(['ALL', 'USER'], { message: '请选择通告对象类型' }),
  /** Chosen recipients (msgType USER), comma-joined user ids as JeecgBoot's form sends them ('a,b,'). */
  userIds: z.preprocess(emptyToNull, z.string().max(20_000).regex(/^[A-Za-z0-9,]*$/, '指定用户格式不正确').nullable()),
  openType: z.preprocess(emptyToNull, z.enum(['component', 'url'], { message: '打开方式只能是 component 或 url' }).nullable()),
  openPage: z.preprocess(emptyToNull, z.string().trim().max(255).regex(OPEN_PAGE_RE, NOTICE_TEXT.openPageInvalid).nullable()),
  busType: z.preprocess(emptyToNull, z.string().trim().max(20).nullable()),
  busId: z.preprocess(emptyToNull, z.string().trim().max(50).regex(/^[A-Za-z0-9_-]*$/, '业务ID格式不正确').nullable()),
};

const timesInOrder = (v: { startTime?: string | null; endTime?: string | null }) =>
  !v.startTime || !v.endTime || v.startTime <= v.endTime;

export const announcementAddSchema = z.object(base).refine(timesInOrder, { message: NOTICE_TEXT.timeOrder, path: ['endTime'] });
export const announcementEditSchema = z.object(base).partial().extend({ id: z.string().min(1, 'id不能为空').max(32) })
  .refine(timesInOrder, { message: NOTICE_TEXT.timeOrder, path: ['endTime'] });

export type AnnouncementInput = z.infer<typeof announcementAddSchema>;

/** An announcement on the wire (reference/JEECG.md §1.5 shape). */
export interface AnnouncementRecord {
  id: string;
  titile: string;
  msgContent: string | null;
  msgAbstract: string | null;
  startTime: string | null;
  endTime: string | null;
  sender: string | null;
  priority: string;
  msgCategory: string;
  msgType: string;
  sendStatus: string;
  sendTime: string | null;
  cancelTime: string | null;
  busType: string | null;
  busId: string | null;
  openType: string | null;
  openPage: string | null;
  userIds: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
  priority_dictText?: string | null;
  msgCategory_dictText?: string | null;
  msgType_dictText?: string | null;
  sendStatus_dictText?: string | null;
}

/** `GET /sys/annountCement/listByUser` (spec §3, reference/JEECG.md §1.5). */
export interface ListByUserResult {
  anntMsgList: AnnouncementRecord[];
  anntMsgTotal: number;
  sysMsgList: AnnouncementRecord[];
  sysMsgTotal: number;
}

/** A row of `GET /sys/sysAnnouncementSend/getMyAnnouncementSend` (my announcements). */
export interface MyAnnouncementRecord {
  /** The read record's id. */
  id: string;
  anntId: string;
  titile: string;
  msgAbstract: string | null;
  sender: string | null;
  priority: string;
  msgCategory: string;
  sendTime: string | null;
  /** '0' unread, '1' read. */
  readFlag: '0' | '1';
  readTime: string | null;
  openType: string | null;
  openPage: string | null;
  busId: string | null;
}

/** What the server pushes on the notice socket (reference/JEECG.md §1.3 WebsocketConst). */
export interface NoticeSocketMessage {
  cmd: 'topic' | 'user' | 'heartcheck';
  msgId?: string;
  msgTxt?: string;
}

/** Which announcement categories a user wants in the bell (account settings, notifications). */
export const noticePreferencesSchema = z.object({
  categories: z.array(z.enum(['1', '2'])).max(2),
});
export type NoticePreferences = z.infer<typeof noticePreferencesSchema>;

/** The admin list's search form and columns; the form is the page's own (rich text, recipients). */
export const announcementResource = defineResource({
  key: 'announcement',
  title: '系统通告',
  table: 'sys_announcement',
  basePath: '/sys/annountCement',
  permPrefix: 'system:announcement',
  actions: ['list', 'queryById', 'add', 'edit', 'delete', 'deleteBatch'],
  fields: {
    titile: { label: '标题', type: 'string', required: true, maxLength: NOTICE.titleMaxLength, search: 'like', sortable: true, width: 220 },
    msgCategory: { label: '消息类型', type: 'string', dict: 'msg_category', required: true, search: 'eq' },
    sender: { label: '发布人', type: 'string', form: false },
    priority: { label: '优先级', type: 'string', dict: 'priority', required: true, search: 'eq', sortable: true },
    msgType: { label: '通告对象', type: 'string', dict: 'msg_type', required: true },
    sendStatus: { label: '发布状态', type: 'string', dict: 'send_status', form: false, search: 'eq' },
    sendTime: { label: '发布时间', type: 'datetime', form: false, sortable: true },
    // 发布状态 says it was revoked; when is in 查看 (the list fits 1440 px without it)
    cancelTime: { label: '撤销时间', type: 'datetime', form: false, sortable: true, list: false },
  },
});
