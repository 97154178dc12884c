import { NOTICE, NOTICE_SOCKET } from '@foodtrace/contracts';
import type { Bus } from '../../platform/bus/bus.ts';

/** Bus topic of notice pushes: through the bus so that, with Redis, every instance's sockets get them. */
export const NOTICE_PUSH_TOPIC = 'notice:push';

/** A push: 'topic' reaches every connected user, 'user' only the listed users (reference/JEECG.md §1.3). */
export interface NoticePush {
  cmd: 'topic' | 'user';
  msgId: string;
  msgTxt: string;
  userIds?: string[];
}

/** Tells the bells of an announcement's readers to reload (release, revoke, delete). */
export async function pushAnnouncement(bus: Bus, a: { id: string; msgType: string; userIds: string | null }, msgTxt: string): Promise<void> {
  const push: NoticePush = a.msgType === NOTICE.msgType.user
    ? { cmd: NOTICE_SOCKET.cmd.user as 'user', msgId: a.id, msgTxt, userIds: splitUserIds(a.userIds) }
    : { cmd: NOTICE_SOCKET.cmd.topic as 'topic', msgId: a.id, msgTxt };
  if (push.cmd === 'user' && !push.userIds?.length) return;
  await bus.publish(NOTICE_PUSH_TOPIC, push);
}

/** JeecgBoot's form sends 'a,b,' — ids without blanks or repeats. */
export function splitUserIds(text: string | null | undefined): string[] {
  return [...new Set((text ?? '').split(',').map((s) => s.trim()).filter(Boolean))];
}
