import { CCP_STATE, STEP_RESULT, YES, type PublicInspection, type PublicMaterial, type PublicStep } from '@foodtrace/contracts';
import type { DictService } from '../../../platform/dict/dict-service.ts';
import type { FtKysely } from '../schema.ts';
import { dateText, timeText } from '../shared/wire.ts';

/**
 * The pieces of the public answer, each selecting only whitelisted columns (DOMAIN.md §3: never quantities,
 * costs, operators' personal data or addresses). Inputs are the lot's ancestor set (trace/genealogy.ts).
 */
export async function publicMaterials(db: FtKysely, lotIds: string[], tz: string): Promise<PublicMaterial[]> {
  const rows = await db.selectFrom('ftLot as l')
    .innerJoin('ftCrude as c', 'c.id', 'l.crudeId')
    .leftJoin('ftCrudePutin as cp', (j) => j.onRef('cp.lotId', '=', 'l.id').on('cp.delFlag', '=', 0))
    .leftJoin('ftRelationOffice as s', 's.id', 'cp.supplierId')
    .leftJoin('ftOrigin as o', 'o.id', 'l.originId')
    .select(['c.name', 'o.originName', 'o.regionName', 's.name as supplier', 'cp.receivedTime'])
    .where('l.id', 'in', lotIds).where('l.delFlag', '=', 0)
    .orderBy('c.name').execute();
  return rows.map((r) => ({ name: r.name, origin: r.originName, region: r.regionName, supplier: r.supplier, intakeDate: dateText(r.receivedTime, tz) }));
}

export async function publicSteps(db: FtKysely, lotIds: string[], tz: string, dict: DictService): Promise<PublicStep[]> {
  const runs = await db.selectFrom('ftLot').select('processId').where('id', 'in', lotIds).where('processId', 'is not', null).execute();
  const runIds = [...new Set(runs.map((r) => r.processId!))];
  if (!runIds.length) return [];
  const rows = await db.selectFrom('ftProcessStepRecord as s').innerJoin('ftProcess as p', 'p.id', 's.processId')
    .select(['s.stepName', 's.startTime', 's.isCcp', 's.result', 's.params', 'p.ccpState'])
    .where('s.processId', 'in', runIds).where('s.delFlag', '=', 0)
    .orderBy('s.startTime').orderBy('s.seq').execute();
  const out: PublicStep[] = [];
  for (const r of rows) {
    const params = (r.params ? JSON.parse(r.params) as Array<{ key: string; name?: string | null; value: unknown; unit?: string | null }> : [])
      .map((p) => ({ name: p.name || p.key, value: String(p.value), unit: p.unit ?? null }));
    out.push({
      name: r.stepName, time: timeText(r.startTime, tz), isCcp: r.isCcp === 1, result: (await dict.text('ft_step_result', r.result)) ?? r.result,
      deviation: r.result === STEP_RESULT.deviation, corrected: r.result === STEP_RESULT.deviation && r.ccpState === CCP_STATE.corrected, params,
    });
  }
  return out;
}

export async function publicInspections(db: FtKysely, lotIds: string[], tz: string, dict: DictService): Promise<PublicInspection[]> {
  const rows = await db.selectFrom('ftCheckout as k')
    .leftJoin('ftRelationOffice as a', 'a.id', 'k.agencyId')
    .select(['k.id', 'k.stage', 'k.result', 'k.inspectedTime', 'k.reportFile', 'a.name as agency'])
    .where('k.lotId', 'in', lotIds).where('k.delFlag', '=', 0).where('k.isPublic', '=', YES)
    .orderBy('k.inspectedTime').execute();
  const items = rows.length
    ? await db.selectFrom('ftCheckoutItem').select(['checkoutId', 'itemName', 'standardLimit', 'measuredValue', 'unit', 'passed'])
      .where('checkoutId', 'in', rows.map((r) => r.id)).where('delFlag', '=', 0).orderBy('seq').execute()
    : [];
  const out: PublicInspection[] = [];
  for (const r of rows) {
    out.push({
      stage: (await dict.text('ft_inspection_stage', r.stage)) ?? r.stage, result: (await dict.text('ft_inspection_result', r.result)) ?? r.result,
      agency: r.agency ?? '本厂化验室', date: dateText(r.inspectedTime, tz), reportFile: r.reportFile,
      items: items.filter((i) => i.checkoutId === r.id).map((i) => ({ name: i.itemName, limit: i.standardLimit, value: i.measuredValue, unit: i.unit, pass: i.passed === YES })),
    });
  }
  return out;
}
