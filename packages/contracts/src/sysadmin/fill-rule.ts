import { defineResource } from '../resource.ts';

/** sys_fill_rule.status: only a rule that is on numbers anything. */
export const FILL_RULE_STATUS = { on: 1, off: 0 } as const;

export const FILL_RULE_DICT = { status: 'fill_rule_status' } as const;

/**
 * 填值规则 (spec §2.3 System pages: fill rules): how the server numbers a document left blank in its form. A
 * rule is a pattern (numbering/pattern.ts), never code to run. The document fields that use a rule name its
 * code (FieldDef.autoNumber); the rules they name are seeded (FILL_RULE_SEEDS) and cannot be deleted.
 */
export const fillRuleResource = defineResource({
  key: 'fillRule',
  title: '填值规则',
  table: 'sys_fill_rule',
  basePath: '/sys/fillRule',
  permPrefix: 'system:fillRule',
  actions: ['list', 'queryById', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls'],
  fields: {
    ruleName: { label: '规则名称', type: 'string', required: true, maxLength: 50, search: 'like', sortable: true, width: 160 },
    // Fixed once a document field uses it: the field names the rule by this code.
    ruleCode: {
      label: '规则编码', type: 'string', required: true, unique: true, fixedOnceUsed: true, maxLength: 50, search: 'like', sortable: true, width: 170,
      pattern: { regex: '^[a-z][a-z0-9_]{1,49}$', message: '规则编码须以小写字母开头，只能包含小写字母、数字和下划线' },
    },
    rulePattern: { label: '规则格式', type: 'string', required: true, format: 'numberPattern', maxLength: 100, width: 320, placeholder: '如 CP{yyyy}{MM}{dd}-{seq:3}' },
    status: { label: '状态', type: 'int', dict: FILL_RULE_DICT.status, required: true, search: 'eq', width: 90 },
    remark: { label: '备注', type: 'string', maxLength: 255 },
  },
  defaultSort: { column: 'createTime', order: 'asc' },
});

/** The rules the install seeds, one per numbered document; their formats follow the demo data's numbers. */
export const FILL_RULE_SEEDS = {
  ft_crude_putin_no: { name: '原料入库单号', pattern: 'CP{yyyy}{MM}{dd}-{seq:3}' },
  ft_process_no: { name: '加工单号', pattern: 'PR{yyyy}{MM}{dd}-{seq:2}' },
  ft_checkout_no: { name: '检验单号', pattern: 'QC{yyyy}{MM}{dd}-{seq:3}' },
  ft_finish_putin_no: { name: '成品入库单号', pattern: 'FP{yyyy}{MM}{dd}-{seq:3}' },
  ft_shipment_no: { name: '出库单号', pattern: 'SO{yyyy}{MM}{dd}-{seq:3}' },
  ft_disposal_no: { name: '处置单号', pattern: 'DP{yyyy}{MM}{dd}-{seq:3}' },
  ft_correction_no: { name: '纠偏单号', pattern: 'CA{yyyy}{MM}{dd}-{seq:3}' },
} as const;

export type FillRuleCode = keyof typeof FILL_RULE_SEEDS;

export const FILL_RULE_TEXT = {
  blankPlaceholder: '留空自动生成',
  example: '示例',
  help: '单据编号留空保存时，按规则自动生成：{yyyy}{MM}{dd} 为当天日期（{yy} 为两位年份），{seq:N} 为 N 位流水号。含日期的规则每天从 1 开始编号，不含日期的一直累加；已被使用的编号自动跳过。停用的规则不再生成，此时须手工填写编号。',
  /** Why a rule's code is fixed (the form adds which fields can no longer change). */
  inUse: (fields: string) => `该规则正用于${fields}`,
  noDelete: (name: string, fields: string) => `填值规则“${name}”正用于${fields}，不能删除（可以停用）`,
  exhausted: (name: string, digits: number) => `填值规则“${name}”的 ${digits} 位流水号已用完，请在填值规则中加长流水号或手工填写编号`,
} as const;
