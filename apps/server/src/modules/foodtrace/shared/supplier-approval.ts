import { FT_DICT, SUPPLIER_STATUS, SUPPLIER_TEXT } from '@foodtrace/contracts';
import type { DictService } from '../../../platform/dict/dict-service.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { inChunks } from '../../../platform/db/in-chunks.ts';
import type { FtKysely } from '../schema.ts';
import { dateText } from './wire.ts';

export interface Decision { supplierId: string; crudeId: string; status: string; method: string; evaluatedDate: string; reviewDue: string | null; createTime: number | null }

/** The live decisions on these materials. */
export function decisionsFor(db: FtKysely, crudeIds: readonly string[]): Promise<Decision[]> {
  return inChunks([...new Set(crudeIds)], (ids) => db.selectFrom('ftSupplierApproval')
    .select(['supplierId', 'crudeId', 'status', 'method', 'evaluatedDate', 'reviewDue', 'createTime']).where('crudeId', 'in', ids).where('delFlag', '=', 0).execute());
}

/**
 * Where a supplier stood for a material on `day` (pure): whether the material kept a list by then (any decision
 * dated that day or before), and the supplier's latest such decision — of two on one day, the one entered last.
 */
export function standingOn(decisions: readonly Decision[], supplierId: string, crudeId: string, day: string): { listed: boolean; latest?: Decision } {
  const known = decisions.filter((d) => d.crudeId === crudeId && d.evaluatedDate <= day);
  return { listed: known.length > 0, latest: known.filter((d) => d.supplierId === supplierId).sort(latestFirst)[0] };
}

/** An admitted supplier's standing on `day` whose 下次复评 had passed by then: the date it was due, or null. */
export function reviewLapsedOn(latest: Decision | undefined, day: string): string | null {
  return latest?.status === SUPPLIER_STATUS.approved && latest.reviewDue !== null && latest.reviewDue < day ? latest.reviewDue : null;
}

/**
 * The supplier's decision that stopped it delivering the material after it had delivered on `day`: its latest
 * decision of all (evaluations are never dated ahead), when that is a suspension or a striking off dated later.
 * One dated that day or before is not this: the delivery was refused then, or is the report's own finding.
 */
export function suspendedAfter(decisions: readonly Decision[], supplierId: string, crudeId: string, day: string): Decision | undefined {
  const now = decisions.filter((d) => d.crudeId === crudeId && d.supplierId === supplierId).sort(latestFirst)[0];
  return now && now.status !== SUPPLIER_STATUS.approved && now.evaluatedDate > day ? now : undefined;
}

export interface SupplierWarnings {
  /** Its admitted supplier delivered it after the review was due (SUPPLIER_TEXT.reviewLapsed). */
  supplierReview: string | null;
  /** Its supplier was suspended or struck off for the material since (SUPPLIER_TEXT.suspendedAfter). */
  supplierSuspended: string | null;
}

/**
 * What 登记检验 and a lot's detail tell of a raw lot's supplier: a review overdue when it delivered, a suspension
 * since. Neither refuses anything — the delivery was rightly taken in — the inspector weighs them.
 */
export async function supplierWarnings(db: FtKysely, dict: Pick<DictService, 'lookup'>, tz: string, lotId: string): Promise<SupplierWarnings> {
  const intake = await db.selectFrom('ftCrudePutin as cp').innerJoin('ftLot as l', 'l.id', 'cp.lotId')
    .innerJoin('ftRelationOffice as o', 'o.id', 'cp.supplierId').innerJoin('ftCrude as c', 'c.id', 'cp.crudeId')
    .select(['l.lotNo', 'cp.supplierId', 'cp.crudeId', 'cp.receivedTime', 'o.name as supplier', 'c.name as material'])
    .where('cp.lotId', '=', lotId).where('cp.delFlag', '=', 0).executeTakeFirst();
  const day = intake && dateText(intake.receivedTime, tz);
  if (!intake || !day) return { supplierReview: null, supplierSuspended: null };
  const decisions = await decisionsFor(db, [intake.crudeId]);
  const due = reviewLapsedOn(standingOn(decisions, intake.supplierId, intake.crudeId, day).latest, day);
  const since = suspendedAfter(decisions, intake.supplierId, intake.crudeId, day);
  const status = since && (await dict.lookup())(FT_DICT.supplierStatus, since.status);
  return {
    supplierReview: due && SUPPLIER_TEXT.reviewLapsed(intake.lotNo, day, intake.supplier, intake.material, due),
    supplierSuspended: since ? SUPPLIER_TEXT.suspendedAfter(intake.lotNo, day, intake.supplier, intake.material, status!, since.evaluatedDate) : null,
  };
}

/** Decisions newest first: by their date, and of two on one day the one entered last. */
const latestFirst = (a: Pick<Decision, 'evaluatedDate' | 'createTime'>, b: Pick<Decision, 'evaluatedDate' | 'createTime'>) =>
  b.evaluatedDate.localeCompare(a.evaluatedDate) || Number(b.createTime) - Number(a.createTime);

/**
 * 合格供方 at intake (contracts foodtrace/supplier-approval.ts): once a raw material keeps a list — a decision on
 * file by the delivery's day `day` (`YYYY-MM-DD`) — only a supplier whose latest decision for it by then is 合格
 * delivers it. Judged on the delivery's own day: last month's delivery is entered as things stood then.
 */
export async function assertApprovedSupplier(db: FtKysely, dict: Pick<DictService, 'lookup'>, supplierId: unknown, crudeId: unknown, day: string | null): Promise<void> {
  if (typeof supplierId !== 'string' || !supplierId || typeof crudeId !== 'string' || !crudeId || !day) return;
  const { listed, latest } = standingOn(await decisionsFor(db, [crudeId]), supplierId, crudeId, day);
  if (!listed || latest?.status === SUPPLIER_STATUS.approved) return;
  const supplier = await db.selectFrom('ftRelationOffice').select('name').where('id', '=', supplierId).executeTakeFirst();
  const material = await db.selectFrom('ftCrude').select('name').where('id', '=', crudeId).executeTakeFirst();
  if (!latest) throw new BusinessError(SUPPLIER_TEXT.notListed(supplier?.name ?? '', material?.name ?? ''));
  const text = await dict.lookup();
  throw new BusinessError(SUPPLIER_TEXT.notApproved(supplier?.name ?? '', material?.name ?? '', text(FT_DICT.supplierStatus, latest.status), latest.evaluatedDate));
}

export interface ReviewDue { supplier: string; material: string; reviewDue: string }

/**
 * The admitted suppliers whose 下次复评 is `until` (`YYYY-MM-DD`) or earlier: of each live supplier and material,
 * the latest decision, when it is 合格 and names a review date. Soonest first. What 资质证照提醒 also announces.
 */
export async function reviewsDueBy(db: FtKysely, until: string): Promise<ReviewDue[]> {
  const rows = await db.selectFrom('ftSupplierApproval as a').innerJoin('ftRelationOffice as o', 'o.id', 'a.supplierId').innerJoin('ftCrude as c', 'c.id', 'a.crudeId')
    .select(['a.supplierId', 'a.crudeId', 'a.status', 'a.evaluatedDate', 'a.reviewDue', 'a.createTime', 'o.name as supplier', 'c.name as material'])
    .where('a.delFlag', '=', 0).where('o.delFlag', '=', 0).where('c.delFlag', '=', 0).execute();
  const latest = new Map<string, (typeof rows)[number]>();
  for (const r of [...rows].sort(latestFirst)) if (!latest.has(`${r.supplierId}:${r.crudeId}`)) latest.set(`${r.supplierId}:${r.crudeId}`, r);
  return [...latest.values()].filter((r) => r.status === SUPPLIER_STATUS.approved && r.reviewDue !== null && r.reviewDue <= until)
    .map((r) => ({ supplier: r.supplier, material: r.material, reviewDue: r.reviewDue! }))
    .sort((a, b) => a.reviewDue.localeCompare(b.reviewDue) || a.supplier.localeCompare(b.supplier));
}
