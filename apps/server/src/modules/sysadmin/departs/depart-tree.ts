import type { Kysely } from 'kysely';
import type { DepartIdNode, DepartRecord, DepartTreeNode } from '@foodtrace/contracts';
import type { DB, SysDepart } from '../../../platform/db/schema.ts';
import { buildTree } from '../shared/tree.ts';
import { wireAudit } from '../shared/wire.ts';

export async function liveDeparts(db: Kysely<DB>): Promise<SysDepart[]> {
  return db.selectFrom('sysDepart').selectAll().where('delFlag', '=', 0).orderBy('departOrder').orderBy('orgCode').execute();
}

export function toDepartRecord(d: SysDepart, tz: string): DepartRecord {
  const { delFlag: _d, updateBy: _b, updateTime: _t, ...rest } = wireAudit(d, tz);
  return rest;
}

/** Spec §3 Department tree node (id, key, title, children) carrying the whole record for the edit form. */
export function departTree(rows: SysDepart[], tz: string): DepartTreeNode[] {
  return buildTree<SysDepart, DepartTreeNode>(rows, (d, hasChildren) => ({
    ...toDepartRecord(d, tz), key: d.id, value: d.id, title: d.departName, isLeaf: !hasChildren,
  }));
}

export function departIdTree(rows: SysDepart[]): DepartIdNode[] {
  return buildTree<SysDepart, DepartIdNode>(rows, (d, hasChildren) => ({ key: d.id, value: d.id, title: d.departName, isLeaf: !hasChildren }));
}
