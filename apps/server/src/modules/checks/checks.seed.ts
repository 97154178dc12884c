import { COMMON_CHECK_RULE } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { newId } from '../../platform/db/ids.ts';
import { checksDb } from './schema.ts';

/** JeecgBoot's 'common' rule, once (an administrator's later edits or deletion are kept). */
export async function seedCheckRules(ctx: AppContext): Promise<void> {
  const db = checksDb(ctx.db);
  const seeded = await db.selectFrom('sysDataLog').select('id').where('dataTable', '=', 'sys_check_rule').limit(1).executeTakeFirst();
  const exists = await db.selectFrom('sysCheckRule').select('id').where('ruleCode', '=', COMMON_CHECK_RULE.ruleCode).executeTakeFirst();
  if (exists || seeded) return;
  await db.insertInto('sysCheckRule').values({
    id: newId(), ruleName: COMMON_CHECK_RULE.ruleName, ruleCode: COMMON_CHECK_RULE.ruleCode,
    ruleJson: JSON.stringify(COMMON_CHECK_RULE.lines), ruleDescription: COMMON_CHECK_RULE.ruleDescription,
    createBy: 'system', createTime: Date.now(), updateBy: null, updateTime: null,
  }).execute();
}
