import { CERT_TEXT, FT_DICT, LICENCE_ROLE, LICENCE_TYPES, type LicenceRole } from '@foodtrace/contracts';
import type { DictService } from '../../../platform/dict/dict-service.ts';
import { BusinessError } from '../../../platform/errors.ts';
import type { FtKysely } from '../schema.ts';

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

/**
 * The certificates of live related organisations whose 有效期至 is `until` (`YYYY-MM-DD`) or earlier: lapsed or
 * about to. What 资质证照提醒 lists and the home page counts as 证照到期.
 */
export function certificatesDueBy(db: FtKysely, until: string) {
  return db.selectFrom('ftOfficeCert as c').innerJoin('ftRelationOffice as o', 'o.id', 'c.officeId')
    .where('c.delFlag', '=', 0).where('o.delFlag', '=', 0).where('c.validUntil', '<=', until);
}
