import { defineResource } from '../../resource.ts';
import { FT_DICT } from '../../foodtrace/codes.ts';
import { SAFETY_CHECK_RESULT } from '../../foodtrace/safety-check.ts';
import { remarkField } from './shared.ts';

/**
 * 食品安全自查 (foodtrace/safety-check.ts): the 日管控, 周排查 and 月调度 records of 市场监管总局令第 60 号 in one
 * register, latest first: who checked what against the 风险管控清单, what was found, what was done and to whom it
 * was reported. A day with nothing found is recorded too (零风险报告).
 */
export const safetyCheckResource = defineResource({
  key: 'safetyCheck',
  title: '食品安全自查',
  table: 'ft_safety_check',
  basePath: '/foodtrace/safetyCheck',
  permPrefix: 'foodtrace:safetyCheck',
  departmentOwned: true,
  fields: {
    kind: { label: '类型', type: 'string', dict: FT_DICT.safetyCheckKind, required: true, maxLength: 10, search: 'eq', width: 110 },
    checkDate: { label: '日期', type: 'date', required: true, happened: true, search: 'range', sortable: true, placeholder: '检查、排查或调度会议的日期' },
    checker: { label: '负责人', type: 'string', required: true, maxLength: 50, signedBy: true, search: 'like', width: 100, placeholder: '日管控：食品安全员；周排查：组织人；月调度：主持人' },
    participants: { label: '参加人员', type: 'string', maxLength: 200, list: false, placeholder: '周排查、月调度的参加人员' },
    riskItems: { label: '检查项目', type: 'string', dict: FT_DICT.safetyRiskItem, multiple: true, maxLength: 300, list: false },
    // which of them found something: what 风险项统计 counts, item by item
    nonConformItems: { label: '不符合项目', type: 'string', dict: FT_DICT.safetyRiskItem, multiple: true, maxLength: 300, list: false },
    // most days find nothing, and say so (零风险报告)
    result: { label: '结论', type: 'string', dict: FT_DICT.safetyCheckResult, required: true, initial: SAFETY_CHECK_RESULT.none, maxLength: 10, search: 'eq', width: 150 },
    problems: { label: '发现的问题', type: 'text', maxLength: 1000, search: 'like', placeholder: '未发现问题的留空（零风险报告）' },
    measures: { label: '防范与整改措施', type: 'text', maxLength: 1000, list: false },
    rectifiedDate: { label: '整改完成日期', type: 'date', notBefore: 'checkDate', happened: true, list: false },
    reportedTo: { label: '报告对象', type: 'string', maxLength: 50, list: false, placeholder: '发现风险隐患时上报的食品安全总监或主要负责人' },
    content: { label: '分析研判与工作安排', type: 'text', maxLength: 4000, list: false, placeholder: '周排查：风险隐患分析研判、日管控问题的解决；月调度：当月工作总结与下月重点工作安排' },
    files: { label: '附件', type: 'string', format: 'filePath', maxLength: 500, list: false, upload: { folder: 'file', max: 5 } },
    remark: remarkField,
  },
  defaultSort: { column: 'checkDate', order: 'desc' },
});
