import type { Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';
import { newId } from '../../../platform/db/ids.ts';
import { BadRequestError } from '../../../platform/errors.ts';

/**
 * The three grant tables (a role's, a department's cap, a department role's) are saved the same way: the
 * wanted permission ids replace the owner's current ones. The difference is computed against the database,
 * not the client's `lastpermissionIds`, so two administrators never undo each other's unrelated changes, and
 * kept rows keep their data-rule selection.
 */
export type GrantTable = 'sysRolePermission' | 'sysDepartPermission' | 'sysDepartRolePermission';
const OWNER: Record<GrantTable, 'roleId' | 'departId'> = {
  sysRolePermission: 'roleId', sysDepartPermission: 'departId', sysDepartRolePermission: 'roleId',
};

export async function assertLivePermissions(db: Kysely<DB>, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const found = await db.selectFrom('sysPermission').select('id').where('id', 'in', ids).where('delFlag', '=', 0).execute();
  if (found.length !== ids.length) throw new BadRequestError('permissionIds 含有不存在的菜单或按钮');
}

export async function grantedTo(db: Kysely<DB>, table: GrantTable, ownerId: string): Promise<string[]> {
  // The table comes from the fixed union above, never from a request.
  const rows = await (db as Kysely<Record<GrantTable, { permissionId: string; roleId: string; departId: string }>>)
    .selectFrom(table).select('permissionId').where(OWNER[table], '=', ownerId).execute();
  return rows.map((r) => r.permissionId);
}

/** Replaces the owner's grants with `wanted`; answers what was removed (a cap shrink cascades with it). */
export async function replaceGrants(db: Kysely<DB>, table: GrantTable, ownerId: string, wanted: string[],
  extra: Record<string, unknown> = {}): Promise<{ added: string[]; removed: string[] }> {
  const current = await grantedTo(db, table, ownerId);
  const removed = current.filter((id) => !wanted.includes(id));
  const added = wanted.filter((id) => !current.includes(id));
  const t = db as Kysely<Record<GrantTable, Record<string, unknown>>>;
  if (removed.length) await t.deleteFrom(table).where(OWNER[table], '=', ownerId).where('permissionId', 'in', removed).execute();
  if (added.length) {
    const stamp = table === 'sysDepartPermission' ? {} : { operateDate: Date.now(), operateIp: null };
    await t.insertInto(table).values(added.map((permissionId) => ({
      id: newId(), [OWNER[table]]: ownerId, permissionId, dataRuleIds: null, ...stamp, ...extra,
    }))).execute();
  }
  return { added, removed };
}
