import { RISK_SUMMARY_DAYS, SAFETY_CHECK_KIND_ITEMS, SAFETY_CHECK_WINDOW, type SafetyCheckKind } from '@foodtrace/contracts';

/** 日管控, 周排查, 月调度: the dictionary's own words. */
const KIND_TEXT = Object.fromEntries(SAFETY_CHECK_KIND_ITEMS) as Record<SafetyCheckKind, string>;

/** Texts of 食品安全自查 (contracts foodtrace/safety-check.ts). */
export const SAFETY_TEXT = {
  views: {
    views: { all: '全部记录', ...KIND_TEXT, open: '整改中', gaps: '缺少记录', risks: '风险项统计' },
    hint: {
      DAILY: '食品安全员每日根据风险管控清单检查并记录，未发现问题的也应记录（零风险报告）；发现的风险隐患立即采取防范措施，并报告食品安全总监或主要负责人。',
      WEEKLY: '食品安全总监或食品安全员每周至少组织 1 次风险隐患排查，分析研判食品安全管理情况，研究解决日管控中发现的问题，形成每周食品安全排查治理报告。',
      MONTHLY: '企业主要负责人每月至少听取 1 次食品安全总监的工作汇报，总结当月工作并对下月重点工作作出调度安排，形成每月食品安全调度会议纪要。',
      open: '发现问题、尚在整改中的记录：整改完成后请把结论改为“发现问题，已整改”并填写整改完成日期。',
      risks: `近 ${RISK_SUMMARY_DAYS} 天的自查中，风险管控清单每一项检查了几次、几次发现问题（记录中的不符合项目）、几次尚在整改，问题多的在前：`
        + '周排查据此研判反复出现的风险隐患。清单在数据字典“食品安全风险管控清单”中按本企业实际增删。',
      gaps: `近 ${SAFETY_CHECK_WINDOW.days} 天的日管控、近 ${SAFETY_CHECK_WINDOW.weeks} 周的周排查、近 ${SAFETY_CHECK_WINDOW.months} 个月的月调度中没有记录的（从第一条记录起算），以及今日、本周、本月尚待登记的。`
        + '停产日（数据字典“停产日（日管控不计）”中登记的日期或每周固定停产的星期）不需日管控。',
    },
  },
  risks: {
    cols: { item: '检查项目', checks: '检查次数', findings: '发现问题', open: '其中整改中', lastFound: '最近发现' },
    empty: `近 ${RISK_SUMMARY_DAYS} 天没有自查记录`,
  },
  gaps: {
    cols: { kind: '类型', period: '期间', state: '状态', action: '操作' },
    kind: KIND_TEXT,
    state: { MISSING: '缺记录', DUE: '待登记' },
    add: '补登',
    addDue: '登记',
    empty: '日管控、周排查、月调度均已按期记录',
  },
} as const;
