import { daysBetween } from '../wire-time.ts';

/**
 * 资质证照: the licences and certificates of the organisations we deal with. Food Safety Law Art. 50 has a
 * producer check its supplier's licence (许可证) before it buys; GB 14881 §7 asks for the supplier's
 * qualifications on file; an inspection report counts only from an agency with a valid 资质认定 (CMA); goods
 * travel only with a carrier that holds its 道路运输经营许可证. A licence that has run out stops the record it
 * would allow; a certification (有机, HACCP …) is only shown.
 */
export const CERT_TYPE = {
  business: 'BUSINESS', production: 'SC', trade: 'JY', rawMilk: 'MILK', industrial: 'XK', cma: 'CMA', transport: 'TRANSPORT',
  organic: 'ORGANIC', green: 'GREEN', haccp: 'HACCP', iso22000: 'ISO22000', other: 'OTHER',
} as const;

/** The dictionary's items, licences first (the words on the documents themselves). */
export const CERT_TYPE_ITEMS: ReadonlyArray<[string, string]> = [
  [CERT_TYPE.business, '营业执照'], [CERT_TYPE.production, '食品生产许可证'], [CERT_TYPE.trade, '食品经营许可证'], [CERT_TYPE.rawMilk, '生鲜乳收购许可证'],
  [CERT_TYPE.industrial, '工业产品生产许可证（食品相关产品）'], [CERT_TYPE.cma, '检验检测机构资质认定证书（CMA）'],
  [CERT_TYPE.transport, '道路运输经营许可证'], [CERT_TYPE.organic, '有机产品认证证书'], [CERT_TYPE.green, '绿色食品证书'],
  [CERT_TYPE.haccp, 'HACCP 体系认证证书'], [CERT_TYPE.iso22000, 'ISO 22000 认证证书'], [CERT_TYPE.other, '其他'],
];

/** Licences: without a valid one the organisation cannot supply us or sign a report. Certifications are not. */
export const LICENCE_TYPES: ReadonlySet<string> = new Set([
  CERT_TYPE.business, CERT_TYPE.production, CERT_TYPE.trade, CERT_TYPE.rawMilk, CERT_TYPE.industrial, CERT_TYPE.cma, CERT_TYPE.transport,
]);

/** The role in which an organisation's licences are checked, and the record they would allow. */
export const LICENCE_ROLE = {
  supplier: { role: '供应商', record: '入库' },
  agency: { role: '检验机构', record: '登记其检验报告' },
  carrier: { role: '承运商', record: '承运' },
} as const;
export type LicenceRole = keyof typeof LICENCE_ROLE;

/**
 * The list scope (`listScope=current`) of each organisation's latest certificate of each kind: a renewal entered as a
 * new record leaves the lapsed one for the days it covered, but 已过期, 30 天内到期, 证照到期 and 资质证照提醒 are about
 * the latest (长期有效 outlasts any date), as the rules that stop an intake are.
 */
export const OFFICE_CERT_SCOPE = { current: 'current' } as const;

/** A certificate is 临期 from this many days before its last valid day. */
export const CERT_WARN_DAYS = 30;

export const CERT_TEXT = {
  expired: (role: string, name: string, type: string, no: string, until: string, day: string, record: string) =>
    `${role}「${name}」的${type}（${no}）有效期至 ${until}，${day} 已过期，不能${record}；请先在资质证照中更新换发后的证照`,
  permanent: '长期有效',
  expiredTag: '已过期',
  daysLeft: (n: number) => (n === 0 ? '今天到期' : `剩 ${n} 天`),
  valid: '有效',
} as const;

export type CertState = 'PERMANENT' | 'VALID' | 'EXPIRING' | 'EXPIRED';

/**
 * Where a certificate stands on `today` (`YYYY-MM-DD`): 有效期至 is its last valid day; no date is 长期有效.
 * `daysLeft` counts to that day (0 on it, negative after).
 */
export function certState(validUntil: string | null | undefined, today: string, warnDays = CERT_WARN_DAYS): { state: CertState; daysLeft: number | null } {
  if (!validUntil) return { state: 'PERMANENT', daysLeft: null };
  const daysLeft = daysBetween(today, validUntil);
  return { state: daysLeft < 0 ? 'EXPIRED' : daysLeft <= warnDays ? 'EXPIRING' : 'VALID', daysLeft };
}

/**
 * 缺少证照: how far back a dealing counts. An organisation that supplied, carried or inspected for us within this
 * many days and holds no licence in force today is listed, so that its papers are asked for before the next
 * delivery — the licence rule above cannot stop what it has no record of.
 */
export const UNCOVERED_DAYS = 365;

/** One organisation without a licence in force, with what it did for us and the licence it last held. */
export interface UncoveredOffice {
  officeId: string;
  name: string;
  orgType: string;
  /** The licence-checked roles it acted in within UNCOVERED_DAYS: how often and the last day (YYYY-MM-DD). */
  roles: Array<{ role: LicenceRole; count: number; lastDay: string }>;
  /** Its licence that ran out last; null: none was ever registered. */
  lapsed: { certType: string; certNo: string; validUntil: string } | null;
}
