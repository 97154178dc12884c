import { defineResource } from '../resource.ts';
import { SYS_PERMS } from './codes.ts';

/**
 * 在线用户: the sessions that are live now (signed in, not signed out, not expired, not ended by an
 * administrator). Answered by the sysadmin module's own routes (sessions are not records anyone edits); the
 * definition drives the web list: columns, search, paging.
 */
export const onlineSessionResource = defineResource({
  key: 'onlineSession',
  title: '在线用户',
  table: 'sys_session',
  basePath: '/sys/online',
  permPrefix: 'system:online',
  actions: ['list'],
  fields: {
    username: { label: '用户账号', type: 'string', maxLength: 100, search: 'like', sortable: true, width: 120 },
    realname: { label: '用户姓名', type: 'string', maxLength: 100, search: 'like', width: 110 },
    ip: { label: '登录 IP', type: 'string', maxLength: 64, search: 'like', width: 130 },
    client: { label: '浏览器 / 系统', type: 'string', maxLength: 100, width: 160 },
    loginTime: { label: '登录时间', type: 'datetime', sortable: true, width: 160 },
    lastSeenTime: { label: '最近活动', type: 'datetime', sortable: true, width: 160 },
    // answered, not listed: when a session lapses is the configured lifetime, rarely what an administrator looks for
    expireTime: { label: '会话到期', type: 'datetime', sortable: true, list: false },
  },
  defaultSort: { column: 'lastSeenTime', order: 'desc' },
});

/** One live session as the list answers it; `current` marks the caller's own. */
export interface OnlineSession {
  id: string; username: string; realname: string | null; ip: string | null; client: string; userAgent: string | null;
  loginTime: string; lastSeenTime: string; expireTime: string; current: boolean;
}

export const ONLINE_PERMS = SYS_PERMS.online;

export const ONLINE_TEXT = {
  forceLogout: '强退',
  confirm: (username: string) => `确定让 ${username} 的这次登录立即下线吗？对方需要重新登录。`,
  done: '已强制退出',
  self: '不能强退自己当前的登录，请使用“退出登录”',
  gone: '该登录已结束',
  current: '当前登录',
  /** The line the sign-in log keeps for the user who was put out. */
  logLine: (username: string, by: string) => `用户名: ${username}, 被 ${by} 强制退出`,
} as const;
