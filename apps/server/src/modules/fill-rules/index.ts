import { FILL_RULE_DICT, FILL_RULE_SEEDS, FILL_RULE_STATUS, fillRuleResource } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import type { AppModule } from '../module.ts';
import { SEED_IDS } from '../system/seed/seed-ids.ts';
import { fillRuleHooks } from './fill-rule.hooks.ts';
import * as m0150 from './migrations/0150-fill-rules.ts';
import { fillRulesDb } from './schema.ts';

/** Fixed ids, so that a start after an administrator changed a rule finds it and leaves it as it is. */
const SEEDED_IDS: Record<keyof typeof FILL_RULE_SEEDS, string> = {
  ft_crude_putin_no: 'f1110000000000000000000000000001', ft_process_no: 'f1110000000000000000000000000002',
  ft_checkout_no: 'f1110000000000000000000000000003', ft_finish_putin_no: 'f1110000000000000000000000000004',
  ft_shipment_no: 'f1110000000000000000000000000005', ft_disposal_no: 'f1110000000000000000000000000006',
  ft_correction_no: 'f1110000000000000000000000000007',
};

async function seedRules(ctx: AppContext): Promise<void> {
  const db = fillRulesDb(ctx.db);
  for (const [code, seed] of Object.entries(FILL_RULE_SEEDS)) {
    const id = SEEDED_IDS[code as keyof typeof FILL_RULE_SEEDS];
    if (await db.selectFrom('sysFillRule').select('id').where('id', '=', id).executeTakeFirst()) continue;
    await db.insertInto('sysFillRule').values({
      id, ruleName: seed.name, ruleCode: code, rulePattern: seed.pattern, status: FILL_RULE_STATUS.on, remark: null,
      createBy: 'system', createTime: Date.now(), updateBy: null, updateTime: null, delFlag: 0,
    }).execute();
  }
}

/**
 * 填值规则 (spec §2.3 System pages: fill rules): the patterns by which the server numbers 入库单, 加工单, 检验单
 * and 出库单 left blank in their forms (platform/numbering/auto-number.ts), edited on one screen.
 */
export const fillRulesModule: AppModule = {
  name: 'fill-rules',
  migrations: { '0150-fill-rules': m0150 },
  dicts: [{ code: FILL_RULE_DICT.status, name: '填值规则状态', items: [[String(FILL_RULE_STATUS.on), '启用'], [String(FILL_RULE_STATUS.off), '停用']] }],
  menus: [{
    id: 'f1100000000000000000000000000001', parentId: SEED_IDS.systemMenu, name: '填值规则', url: '/isystem/fillRule',
    component: 'system/FillRuleList', componentName: 'FillRuleList', icon: 'form', sortNo: 9.5, keepAlive: true,
    resource: fillRuleResource,
  }],
  resourceHooks: { fillRule: () => fillRuleHooks },
  seed: seedRules,
};
