import { DATA_RULE_CONDITION_LABELS, DATA_RULE_CONDITIONS, DICT } from '@foodtrace/contracts';
import type { DictSeed } from '../system/seed/dicts.ts';

export const SYSADMIN_DICTS: DictSeed[] = [
  { code: DICT.tenantStatus, name: '租户状态', items: [['1', '正常'], ['0', '冻结']] },
  { code: DICT.ruleConditions, name: '条件规则', items: DATA_RULE_CONDITIONS.map((c) => [c, DATA_RULE_CONDITION_LABELS[c]]) },
];
