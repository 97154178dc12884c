/**
 * 质量暂扣 (hold and release): the quality department stops a lot while a doubt about it is looked into — its supplier
 * suspended for the material (合格供方), a consumer's complaint, a regulator's sampling, an internal investigation —
 * before any inspection has failed it. A lot with a hold in force is 暂停放行 (HOLD): it cannot be used, shipped or
 * coded, and a passing inspection meanwhile does not release it; the hold is released with the conclusion of the
 * investigation (解除暂扣), and the lot is again what its inspections make it. Held stock found unfit leaves by
 * 不合格品处置, as any held lot's.
 */
export const HOLD_SOURCE_ITEMS: ReadonlyArray<[string, string]> = [
  ['SUPPLIER', '供应商暂停供货资格'], ['COMPLAINT', '消费者投诉'], ['SAMPLING', '监督抽检'], ['INVESTIGATION', '内部质量调查'], ['OTHER', '其他'],
];

/** Statuses a lot may be held in: not yet judged, released, or already held for another reason. */
export const HOLDABLE_STATUSES: readonly string[] = ['PENDING_QC', 'RELEASED', 'HOLD'];

/** 质量暂扣's list scope (`listScope=`): the holds in force (not yet released). */
export const LOT_HOLD_SCOPE = { open: 'open' } as const;

/**
 * 暂扣下游批次: a lot held for a doubt about what it is (a suspended supplier's material, say) passes the doubt on to
 * the lots made of it. A hold in force offers the lots down its lot's genealogy with stock still to use or ship (their
 * retained samples aside: `available` is that), that could be held and are not held already; holding them gives each a hold of its own, with the same 原因类别 and a reason naming the
 * upstream lot, released one by one as each is looked into.
 */
export interface DownstreamLot { id: string; lotNo: string; itemName: string; status: string; available: string }
export interface HoldDownstreamResult { count: number; lotNos: string[] }

export const HOLD_TEXT = {
  notHoldable: (lotNo: string, status: string) => `批次 ${lotNo} 的状态为${status}，不能暂扣：只有待检验、已放行或暂停放行的批次才能暂扣`,
  lotFixed: '暂扣的批次不能修改；登记错了批次的，请删除后重新登记',
  releaseIncomplete: '解除暂扣须填写处理结论和解除人',
  downstreamReason: (lotNo: string, reason: string) => `上游批次 ${lotNo} 质量暂扣：${reason}`.slice(0, 200),
  downstreamReleased: '该暂扣已解除，不再暂扣其下游批次',
  downstreamNone: '没有需要一并暂扣的下游批次：该批次未再加工，或由其制成的批次均已用完、发出、暂扣或判定不合格',
  downstreamDone: (n: number) => `已暂扣 ${n} 个下游批次`,
  /** Said after a hold is saved in force while lots made of its lot could still be held (ResourceHooks.notice). */
  downstreamOffer: (lotNos: readonly string[]) =>
    `由该批次制成的 ${lotNos.length} 个批次仍有库存且未暂扣（${lotNos.slice(0, 5).join('、')}${lotNos.length > 5 ? ' 等' : ''}），可在“暂扣中”点“暂扣下游”一并暂扣`,
  /** A lot's note (LotWarnings.qualityHold): each hold in force, its kind, its day and its reason. */
  inForce: (holds: ReadonlyArray<{ source: string; day: string; reason: string }>) =>
    `质量暂扣中：${holds.map((h) => `${h.reason}（${h.source}，${h.day} 起）`).join('；')}`,
} as const;
