import { DISPOSAL_METHOD, LOT_STATUS } from './codes.ts';

/**
 * 不合格品处置: how stock that must not be used leaves the plant (GB 14881 §7.2 and §14: non-conforming raw
 * materials and products are kept apart, marked, and returned or destroyed, with a record of it). A rejected
 * delivery goes back to its supplier; rejected, held or recalled stock of our own is destroyed or made harmless
 * (the words recalled food is disposed of by, DISPOSAL_METHOD, whose 补救后继续销售 has no place here).
 */
export const LOT_DISPOSAL_METHOD = { returned: 'RETURN', destroyed: DISPOSAL_METHOD.destroy, harmless: DISPOSAL_METHOD.harmless } as const;

export const LOT_DISPOSAL_METHOD_ITEMS: ReadonlyArray<[string, string]> = [
  [LOT_DISPOSAL_METHOD.destroyed, '销毁'], [LOT_DISPOSAL_METHOD.harmless, '无害化处理'], [LOT_DISPOSAL_METHOD.returned, '退回供应商'],
];

/**
 * Lots whose stock may be disposed of: judged unfit (不合格), held after a failed re-inspection (暂停放行) or
 * recalled. Stock past its 保质期 is first judged 不合格 by an inspection, which says why, then disposed of.
 */
export const DISPOSABLE_STATUSES: readonly string[] = [LOT_STATUS.rejected, LOT_STATUS.hold, LOT_STATUS.recalled];

export const DISPOSAL_TEXT = {
  notDisposable: (lotNo: string, status: string) => `批次 ${lotNo} 的状态为${status}，只有不合格、暂停放行或已召回的批次才能登记处置`,
  returnRawOnly: '退回供应商只适用于原料批次；本厂生产的批次请选择销毁或无害化处理',
  tooMuch: (lotNo: string, left: string, asked: string) => `批次 ${lotNo} 可处置数量为 ${left}，本次处置 ${asked}`,
  lotFixed: '处置记录的批次不能修改；登记错了批次的，请删除后重新登记',
} as const;
