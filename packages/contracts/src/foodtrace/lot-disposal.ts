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
 * recalled — and, whatever its status, stock past its 保质期 on the day it is disposed of (食品安全法 §54: food
 * past its shelf life is cleared out), which needs no inspection to be unfit.
 */
export const DISPOSABLE_STATUSES: readonly string[] = [LOT_STATUS.rejected, LOT_STATUS.hold, LOT_STATUS.recalled];

/** Whether a lot may be disposed of on `day` (`YYYY-MM-DD`): its status, or its 保质期至 before that day. */
export const isDisposable = (lot: { status: string; expiryDate: string | null }, day: string): boolean =>
  DISPOSABLE_STATUSES.includes(lot.status) || isExpiredOn(lot, day);

/** Past its 保质期 on `day`: the 保质期至 is the last day it may be used. */
export const isExpiredOn = (lot: { expiryDate: string | null }, day: string): boolean => lot.expiryDate !== null && lot.expiryDate < day;

/**
 * The lot list's scope (ResourceDef.scopes) of what waits for 不合格品处置 today: a lot of a status above, and a
 * lot past its 保质期 with stock left (one used up long ago is history, not work).
 */
export const LOT_SCOPE = { disposable: 'disposable' } as const;

export const DISPOSAL_TEXT = {
  notDisposable: (lotNo: string, status: string, day: string) =>
    `批次 ${lotNo} 的状态为${status}，${day} 也未过保质期：只有不合格、暂停放行、已召回或已过保质期的批次才能登记处置`,
  /** The reason a disposal of expired stock is entered with, to be edited. */
  expiredReason: (expiryDate: string) => `超过保质期（保质期至 ${expiryDate}）`,
  returnRawOnly: '退回供应商只适用于原料批次；本厂生产的批次请选择销毁或无害化处理',
  tooMuch: (lotNo: string, left: string, asked: string) => `批次 ${lotNo} 可处置数量为 ${left}，本次处置 ${asked}`,
  lotFixed: '处置记录的批次不能修改；登记错了批次的，请删除后重新登记',
} as const;
