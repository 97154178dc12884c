import { CERT_TEXT, FT_DICT, LICENCE_ROLE, LICENCE_TYPES, OFFICE_CERT_SCOPE, UNCOVERED_DAYS, type LicenceRole, type UncoveredOffice } from '@foodtrace/contracts';
import type { Expression, SelectQueryBuilder, SqlBool } from 'kysely';
import type { ListScopeImpl } from '../../../crud/list-scopes.ts';
import type { DictService } from '../../../platform/dict/dict-service.ts';
import { BusinessError } from '../../../platform/errors.ts';
import type { FtKysely } from '../schema.ts';
import { latestOfHolder, type CertificateEB } from './latest-certificate.ts';
import { dateText } from './wire.ts';

/**
 * Refuses a record that an organisation's lapsed licence does not allow (contracts foodtrace/office-cert.ts):
 * an intake from a supplier, a report of an agency, goods carried by a carrier, dated `day` (`YYYY-MM-DD`) after
 * one of the organisation's licences ran out — the latest of its kind, so the record it was renewed by counts.
 * The date is the record's own: last month's delivery is still entered as it was then. An organisation with no
 * licence on file is not stopped: a missing record is not a lapsed licence (the register shows what is missing),
 * and stopping on it would halt every intake of an installation that has not yet entered its suppliers' papers.
 */
export async function assertLicencesValid(db: FtKysely, dict: DictService, officeId: unknown, day: string | null, role: LicenceRole): Promise<void> {
  if (typeof officeId !== 'string' || !officeId || !day) return;
  // A renewal may be a new record beside the old one: a kind is lapsed only when its latest licence is.
  const certs = await db.selectFrom('ftOfficeCert').select(['certType', 'certNo', 'validUntil'])
    .where('officeId', '=', officeId).where('delFlag', '=', 0).where('certType', 'in', [...LICENCE_TYPES]).execute();
  const latest = new Map<string, (typeof certs)[number]>();
  for (const c of certs) {
    const held = latest.get(c.certType);
    if (!held || (held.validUntil !== null && (c.validUntil === null || c.validUntil > held.validUntil))) latest.set(c.certType, c);
  }
  const lapsed = [...latest.values()].filter((c) => c.validUntil !== null && c.validUntil < day).sort((a, b) => a.validUntil!.localeCompare(b.validUntil!))[0];
  if (!lapsed) return;
  const office = await db.selectFrom('ftRelationOffice').select('name').where('id', '=', officeId).executeTakeFirst();
  const type = (await dict.text(FT_DICT.certType, lapsed.certType)) ?? lapsed.certType;
  const { role: roleName, record } = LICENCE_ROLE[role];
  throw new BusinessError(CERT_TEXT.expired(roleName, office?.name ?? '', type, lapsed.certNo, lapsed.validUntil!, day, record));
}

/** Each organisation's latest certificate of each kind (OFFICE_CERT_SCOPE.current), the row `c` names (as assertLicencesValid reads the latest). */
export function latestOfficeCerts(eb: CertificateEB, c = 'ftOfficeCert'): Expression<SqlBool> {
  return latestOfHolder(eb, 'ftOfficeCert', ['officeId', 'certType'], c);
}

/** The register's list scope (ResourceDef.scopes of officeCertResource). */
export const OFFICE_CERT_LIST_SCOPES: Record<string, Record<string, ListScopeImpl>> = {
  officeCert: { [OFFICE_CERT_SCOPE.current]: (eb) => latestOfficeCerts(eb) },
};

/**
 * The latest certificates of live related organisations (OFFICE_CERT_SCOPE.current) whose 有效期至 is `until`
 * (`YYYY-MM-DD`) or earlier: lapsed or about to, and not renewed since. What 资质证照提醒 lists and the home page
 * counts as 证照到期.
 */
export function certificatesDueBy(db: FtKysely, until: string) {
  return db.selectFrom('ftOfficeCert as c').innerJoin('ftRelationOffice as o', 'o.id', 'c.officeId')
    .where('c.delFlag', '=', 0).where('o.delFlag', '=', 0).where('c.validUntil', '<=', until).where((eb) => latestOfficeCerts(eb, 'c'));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table and columns come from DEALINGS below
type AnyQuery = SelectQueryBuilder<any, any, object>;

/** Where each licence-checked role is recorded: the table, its organisation column and its date. */
const DEALINGS: ReadonlyArray<{ role: LicenceRole; table: 'ftCrudePutin' | 'ftCheckout' | 'ftShipment'; office: 'supplierId' | 'carrierId' | 'agencyId'; time: 'receivedTime' | 'inspectedTime' | 'shippedTime' }> = [
  { role: 'supplier', table: 'ftCrudePutin', office: 'supplierId', time: 'receivedTime' },
  { role: 'carrier', table: 'ftCrudePutin', office: 'carrierId', time: 'receivedTime' },
  { role: 'carrier', table: 'ftShipment', office: 'carrierId', time: 'shippedTime' },
  { role: 'agency', table: 'ftCheckout', office: 'agencyId', time: 'inspectedTime' },
];

/**
 * 缺少证照: the live organisations that supplied, carried or inspected for us within UNCOVERED_DAYS of `now` and
 * hold no licence in force today (none registered, or every one lapsed), latest dealing first. The rule above
 * stops a lapsed licence; this shows what it cannot see. Counted over all records, whatever the reader's data
 * rules: it is the company's compliance, and it shows organisations, not the records.
 */
export async function uncoveredOffices(db: FtKysely, tz: string, now = Date.now()): Promise<UncoveredOffice[]> {
  const today = dateText(now, tz)!;
  const since = now - UNCOVERED_DAYS * 86_400_000;
  const dealt = new Map<string, Map<LicenceRole, { count: number; last: number }>>();
  for (const d of DEALINGS) {
    const rows = await (db as unknown as { selectFrom(table: string): AnyQuery }).selectFrom(d.table)
      .select((eb) => [eb.ref(d.office).as('officeId'), eb.fn.countAll().as('n'), eb.fn.max(d.time).as('last')])
      .where('delFlag', '=', 0).where(d.office, 'is not', null).where(d.time, '>=', since).groupBy(d.office)
      .execute() as Array<{ officeId: string | null; n: number | string; last: number | string }>;
    for (const r of rows) {
      if (!r.officeId) continue;
      const roles = dealt.get(r.officeId) ?? new Map();
      const held = roles.get(d.role) ?? { count: 0, last: 0 };
      roles.set(d.role, { count: held.count + Number(r.n), last: Math.max(held.last, Number(r.last)) });
      dealt.set(r.officeId, roles);
    }
  }
  if (!dealt.size) return [];
  const ids = [...dealt.keys()];
  const licences = await db.selectFrom('ftOfficeCert').select(['officeId', 'certType', 'certNo', 'validUntil'])
    .where('delFlag', '=', 0).where('certType', 'in', [...LICENCE_TYPES]).where('officeId', 'in', ids).execute();
  const covered = new Set(licences.filter((c) => c.validUntil === null || c.validUntil >= today).map((c) => c.officeId));
  const bare = ids.filter((id) => !covered.has(id));
  if (!bare.length) return [];
  const offices = await db.selectFrom('ftRelationOffice').select(['id', 'name', 'orgType'])
    .where('delFlag', '=', 0).where('id', 'in', bare).execute();
  const lastDay = (roles: Map<LicenceRole, { last: number }>) => Math.max(...[...roles.values()].map((r) => r.last));
  return offices.map((o) => {
    const roles = dealt.get(o.id)!;
    const lapsed = licences.filter((c) => c.officeId === o.id).sort((a, b) => b.validUntil!.localeCompare(a.validUntil!))[0];
    return {
      officeId: o.id, name: o.name, orgType: o.orgType,
      roles: (Object.keys(LICENCE_ROLE) as LicenceRole[]).filter((r) => roles.has(r))
        .map((role) => ({ role, count: roles.get(role)!.count, lastDay: dateText(roles.get(role)!.last, tz)! })),
      lapsed: lapsed ? { certType: lapsed.certType, certNo: lapsed.certNo, validUntil: lapsed.validUntil! } : null,
      at: lastDay(roles),
    };
  }).sort((a, b) => b.at - a.at || a.name.localeCompare(b.name, 'zh-CN')).map(({ at: _at, ...o }) => o);
}
