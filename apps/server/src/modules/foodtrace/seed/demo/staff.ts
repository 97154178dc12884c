import { NO_PASSWORD } from '../../../../platform/auth/password.ts';
import { newId } from '../../../../platform/db/ids.ts';
import { SEED_IDS } from '../../../system/seed/seed-ids.ts';
import type { FtKysely } from '../../schema.ts';

const SEEDER = 'system';

/**
 * The plant's people, so that 通讯录 and the user list read like a company: the inspectors the demo's
 * inspections name, and a few colleagues of each department. None can sign in (no password: an administrator
 * sets one, never a default — reference/JEECG.md §5.3 rule 6). Contacts use the reserved example.com domain.
 */
const STAFF = [
  ['shenguohua', '沈国华', 1, 'XY0002', 'gm', SEED_IDS.company, 'A01', '13805710002', '0571-88620001'],
  ['wangli', '王丽', 2, 'XY0101', 'qa_manager', SEED_IDS.qaDepart, 'A01A01', '13805710101', '0571-88620101'],
  ['chenxiaoyan', '陈晓燕', 2, 'XY0102', 'qc_inspector', SEED_IDS.qaDepart, 'A01A01', '13805710102', '0571-88620102'],
  ['zhouming', '周明', 1, 'XY0103', 'qc_inspector', SEED_IDS.qaDepart, 'A01A01', '13805710103', '0571-88620102'],
  ['xuzhiqiang', '许志强', 1, 'XY0201', 'prod_supervisor', SEED_IDS.productionDepart, 'A01A02', '13805710201', '0571-88620201'],
  ['qianwei', '钱伟', 1, 'XY0202', null, SEED_IDS.productionDepart, 'A01A02', '13805710202', null],
  ['zhenghaibo', '郑海波', 1, 'XY0301', 'warehouse_keeper', SEED_IDS.warehouseDepart, 'A01A03', '13805710301', '0571-88620301'],
  ['hejing', '何静', 2, 'XY0302', null, SEED_IDS.warehouseDepart, 'A01A03', '13805710302', null],
] as const;

/** Each person's department (org code): a record a person adds belongs to it. */
export const STAFF_DEPARTMENT: ReadonlyMap<string, string> = new Map(STAFF.map((s) => [s[0], s[6]]));

export async function seedStaff(db: FtKysely, now: number): Promise<void> {
  for (const [username, realname, sex, workNo, post, departId, orgCode, phone, telephone] of STAFF) {
    if (await db.selectFrom('sysUser').select('id').where('username', '=', username).executeTakeFirst()) continue;
    const id = newId();
    await db.insertInto('sysUser').values({
      id, username, realname, password: NO_PASSWORD, avatar: null, birthday: null, sex, email: `${username}@example.com`, phone,
      orgCode, status: 1, delFlag: 0, workNo, post, telephone, userIdentity: 1, departIds: null, relTenantIds: null,
      loginFailCount: 0, lockUntil: null, lastLoginTime: null, lastLoginIp: null, createBy: SEEDER, createTime: now, updateBy: null, updateTime: null,
    }).execute();
    await db.insertInto('sysUserDepart').values({ id: newId(), userId: id, depId: departId }).execute();
  }
}
