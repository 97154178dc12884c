import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { INTERNAL_WRITERS } from '@foodtrace/contracts';
import type { DB } from '../db/schema.ts';
import { newId } from '../db/ids.ts';
import { preparedPerDb } from '../db/prepared.ts';

/**
 * Sessions are random opaque tokens (256 bits); only their SHA-256 is stored, so a leaked database holds no
 * usable token. Revocation is a column: logout, password change and freeze take effect on the next call.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface SessionUser {
  sessionId: string;
  userId: string;
  username: string;
  realname: string | null;
  orgCode: string | null;
  /** The request's tenant (0 = none): the `tenant-id` header once the access hook has checked it. */
  tenantId: number;
  /** The user's tenant membership (sys_user.rel_tenant_ids), read with the session on every call. */
  relTenantIds: string | null;
}

/**
 * The server itself as the author of what it writes on its own (定时任务: a 临期批次提醒, a message sent again):
 * `system`, one of the reserved INTERNAL_WRITERS, shown as 系统.
 */
export const SYSTEM_USER: SessionUser = {
  sessionId: '', userId: '', username: 'system', realname: INTERNAL_WRITERS.system, orgCode: null, tenantId: 0, relTenantIds: null,
};

/** last_seen_at is written at most this often, so a busy session does not turn every read into a write. */
const TOUCH_EVERY_MS = 60_000;

type SessionRow = SessionUser & { lastSeenAt: number };

// Compiled once: every signed-in call resolves its token.
const sessionQuery = preparedPerDb(['tokenHash', 'now'], (db: Kysely<DB>, v) => db.selectFrom('sysSession as s')
  .innerJoin('sysUser as u', 'u.id', 's.userId')
  .select(['s.id as sessionId', 's.lastSeenAt', 's.tenantId', 'u.id as userId', 'u.username', 'u.realname', 'u.orgCode', 'u.relTenantIds'])
  .where('s.tokenHash', '=', v.tokenHash as string)
  .where('s.revokedAt', 'is', null)
  .where('s.expiresAt', '>', v.now as number)
  .where('u.status', '=', 1)
  .where('u.delFlag', '=', 0));

export class SessionStore {
  constructor(private readonly db: Kysely<DB>, private readonly ttlMs: number) {}

  async create(userId: string, meta: { ip?: string; userAgent?: string; tenantId?: number }): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const now = Date.now();
    await this.db.insertInto('sysSession').values({
      id: newId(), tokenHash: hashToken(token), userId, tenantId: meta.tenantId ?? 0,
      createdAt: now, expiresAt: now + this.ttlMs, lastSeenAt: now,
      ip: meta.ip?.slice(0, 64) ?? null, userAgent: meta.userAgent?.slice(0, 255) ?? null, revokedAt: null,
    }).execute();
    return token;
  }

  /** The live session of a token with its user, or undefined (unknown, expired, revoked, user frozen/deleted). */
  async resolve(token: string): Promise<SessionUser | undefined> {
    const now = Date.now();
    const row = (await this.db.executeQuery<SessionRow>(sessionQuery(this.db, { tokenHash: hashToken(token), now }))).rows[0];
    if (!row) return undefined;
    if (now - row.lastSeenAt > TOUCH_EVERY_MS) {
      await this.db.updateTable('sysSession').set({ lastSeenAt: now }).where('id', '=', row.sessionId).execute();
    }
    const { lastSeenAt: _seen, ...user } = row;
    return user;
  }

  async revokeToken(token: string): Promise<void> {
    await this.db.updateTable('sysSession').set({ revokedAt: Date.now() })
      .where('tokenHash', '=', hashToken(token)).where('revokedAt', 'is', null).execute();
  }

  /** Ends every session of a user, optionally keeping one (the caller's, after a password change). */
  async revokeUser(userId: string, keepSessionId?: string): Promise<void> {
    let q = this.db.updateTable('sysSession').set({ revokedAt: Date.now() })
      .where('userId', '=', userId).where('revokedAt', 'is', null);
    if (keepSessionId) q = q.where('id', '!=', keepSessionId);
    await q.execute();
  }

  /** Drops sessions that ended more than a day ago; called at start and hourly. */
  /** Deletes the sessions that ended over a day ago; answers how many. */
  async purge(): Promise<number> {
    const cutoff = Date.now() - 86_400_000;
    const res = await this.db.deleteFrom('sysSession')
      .where((eb) => eb.or([eb('expiresAt', '<', cutoff), eb('revokedAt', '<', cutoff)])).executeTakeFirst();
    return Number(res.numDeletedRows);
  }
}
