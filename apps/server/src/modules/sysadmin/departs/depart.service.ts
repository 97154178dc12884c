import type { Kysely } from 'kysely';
import { ORG_CATEGORY, type DepartInput } from '@foodtrace/contracts';
import type { DB } from '../../../platform/db/schema.ts';
import { newId } from '../../../platform/db/ids.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { defined } from '../shared/route-helpers.ts';
import { descendantsOf } from '../shared/tree.ts';
import { liveDeparts } from './depart-tree.ts';
import { nextOrgCode } from './org-code.ts';

type EditInput = Partial<Omit<DepartInput, 'parentId'>> & { id: string };

/** Adds a department under its parent with the next org code; a concurrent add of a sibling is retried. */
export async function addDepart(db: Kysely<DB>, input: DepartInput, by: string): Promise<string> {
  const parent = input.parentId
    ? await db.selectFrom('sysDepart').select(['id', 'orgCode']).where('id', '=', input.parentId).where('delFlag', '=', 0).executeTakeFirst()
    : undefined;
  if (input.parentId && !parent) throw new BusinessError('上级部门不存在');
  const id = newId();
  for (let attempt = 1; ; attempt++) {
    const used = (await db.selectFrom('sysDepart').select('orgCode').execute()).map((r) => r.orgCode);
    const orgCode = nextOrgCode(parent?.orgCode ?? '', used);
    try {
      await db.insertInto('sysDepart').values({
        ...input, id, parentId: parent?.id ?? null, orgCode, orgType: parent ? '2' : '1',
        orgCategory: input.orgCategory ?? (parent ? ORG_CATEGORY.department : ORG_CATEGORY.company),
        delFlag: 0, createBy: by, createTime: Date.now(), updateBy: null, updateTime: null,
      }).execute();
      return id;
    } catch (err) {
      const taken = await db.selectFrom('sysDepart').select('id').where('orgCode', '=', orgCode).executeTakeFirst();
      if (!taken || attempt >= 3) throw err;
    }
  }
}

export async function editDepart(db: Kysely<DB>, input: EditInput, by: string): Promise<void> {
  const { id, ...changes } = input;
  const res = await db.updateTable('sysDepart').set({ ...defined(changes), updateBy: by, updateTime: Date.now() })
    .where('id', '=', id).where('delFlag', '=', 0).executeTakeFirst();
  if (!Number(res.numUpdatedRows)) throw new BusinessError('未找到对应数据');
}

/**
 * Soft delete of the departments and everything below them. Their members stop being members (and lose the
 * department roles held there); the org codes stay taken.
 */
export async function deleteDeparts(db: Kysely<DB>, ids: string[], by: string): Promise<number> {
  const rows = await liveDeparts(db);
  const roots = ids.filter((id) => rows.some((r) => r.id === id));
  if (!roots.length) throw new BusinessError('未找到对应数据');
  const all = [...new Set(roots.flatMap((id) => descendantsOf(rows, id)))];
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('sysDepart').set({ delFlag: 1, updateBy: by, updateTime: Date.now() }).where('id', 'in', all).execute();
    const roles = trx.selectFrom('sysDepartRole').select('id').where('departId', 'in', all);
    await trx.deleteFrom('sysDepartRoleUser').where('droleId', 'in', roles).execute();
    await trx.deleteFrom('sysUserDepart').where('depId', 'in', all).execute();
  });
  return all.length;
}
