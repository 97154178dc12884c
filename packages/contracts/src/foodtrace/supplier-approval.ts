/**
 * 合格供方名录 (GB 14881—2013 §7.1 and the SC licensing review: 供应商审核与评价): which supplier may deliver which
 * raw material, from the evaluation that admitted it (资料审核, 现场审核, 样品检验, 小批量试用) until it is suspended
 * or struck off. The latest decision of a supplier for a material counts, from its own date: a re-evaluation or a
 * suspension is a new record beside the old ones (or an edit of it; 修改记录 keeps what it replaced).
 *
 * A material with no decision on file by a delivery's day is not held to a list (an installation that has not yet
 * entered its approved suppliers is not stopped); once it has one, only an approved supplier's delivery is taken in.
 */
export const SUPPLIER_STATUS = { approved: 'APPROVED', suspended: 'SUSPENDED', revoked: 'REVOKED' } as const;

export const SUPPLIER_STATUS_ITEMS: ReadonlyArray<[string, string]> = [
  [SUPPLIER_STATUS.approved, '合格'], [SUPPLIER_STATUS.suspended, '暂停供货'], [SUPPLIER_STATUS.revoked, '取消资格'],
];

export const EVALUATION_METHOD_ITEMS: ReadonlyArray<[string, string]> = [
  ['DOCS', '资料审核'], ['ONSITE', '现场审核'], ['SAMPLE', '样品检验'], ['TRIAL', '小批量试用'],
];

/** Within this many days of its 下次复评 a supplier's review is shown as due. */
export const REVIEW_WARN_DAYS = 30;

export const SUPPLIER_TEXT = {
  /** The material keeps a list and the supplier has never been admitted to it. */
  notListed: (supplier: string, material: string) =>
    `供应商「${supplier}」不在“${material}”的合格供方名录中，不能入库；请先经评价后在“合格供方”登记`,
  /** The supplier's latest decision for the material, by the delivery's day, is a suspension or a striking off. */
  notApproved: (supplier: string, material: string, status: string, since: string) =>
    `供应商「${supplier}」的“${material}”供货资格自 ${since} 起为“${status}”，不能入库`,
  /** The trace report's word for a delivery from a supplier the material's list did not name. */
  unlisted: '未列入合格供方名录',
  standing: (status: string, method: string, date: string) => `${status}（${method} ${date}）`,
  /** A finding of the trace report: a delivery (recorded before the rule, or imported) from a supplier not admitted that day. */
  finding: (lotNo: string, supplier: string, material: string, standing: string) => `原料批次 ${lotNo} 的供应商「${supplier}」收货当日的“${material}”供货资格为：${standing}`,
  reviewOverdue: '逾期未复评',
  /**
   * An admitted supplier delivered after its 下次复评 had passed. It is not refused — the decision still binds, and
   * a review is often late by days — but what 登记检验 tells the inspector of the lot, and a trace-report finding.
   */
  reviewLapsed: (lotNo: string, day: string, supplier: string, material: string, reviewDue: string) =>
    `原料批次 ${lotNo} 收货当日（${day}），供应商「${supplier}」的“${material}”已过下次复评日期 ${reviewDue}，尚未复评`,
  /**
   * The supplier was suspended or struck off for the material after it delivered the lot: the lot was rightly
   * taken in, but whatever moved the decision may concern it too. What 登记检验 tells the inspector and a finding.
   */
  suspendedAfter: (lotNo: string, day: string, supplier: string, material: string, status: string, since: string) =>
    `原料批次 ${lotNo} 于 ${day} 收货后，供应商「${supplier}」的“${material}”供货资格自 ${since} 起为“${status}”`,
  /** Said on recording a suspension or a striking off: the supplier's lots of the material still in stock. */
  lotsInStock: (supplier: string, material: string, lotNos: readonly string[]) =>
    `供应商「${supplier}」的“${material}”尚有 ${lotNos.length} 个批次在库：${lotNos.slice(0, 5).join('、')}${lotNos.length > 5 ? ' 等' : ''}，请复核，必要时加检或在质量暂扣中暂扣`,
  reviewIn: (n: number) => (n === 0 ? '今天复评' : `${n} 天后复评`),
} as const;
