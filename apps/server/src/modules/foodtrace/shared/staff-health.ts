import { HEALTH_TEXT, STAFF_HEALTH_SCOPE, UNCOVERED_DAYS, operatorNames, uncoveredOn, type HealthCertificate, type UnregisteredOperator } from '@foodtrace/contracts';
import type { Expression, SqlBool } from 'kysely';
import type { ListScopeImpl } from '../../../crud/list-scopes.ts';
import { inChunks } from '../../../platform/db/in-chunks.ts';
import type { FtKysely } from '../schema.ts';
import { latestOfHolder, type CertificateEB } from './latest-certificate.ts';
import { dateText } from './wire.ts';

/**
 * Each person's latest certificate (STAFF_HEALTH_SCOPE.current): no live record of the same name lasts longer
 * (of two ending the same day, the later added). What the register's 已过期 / 30 天内到期 and the reminder read.
 */
export function latestCertificates(eb: CertificateEB): Expression<SqlBool> {
  return latestOfHolder(eb, 'ftStaffHealth', ['name']);
}

/** The register's list scope (ResourceDef.scopes of staffHealthResource). */
export const STAFF_HEALTH_LIST_SCOPES: Record<string, Record<string, ListScopeImpl>> = {
  staffHealth: { [STAFF_HEALTH_SCOPE.current]: (eb) => latestCertificates(eb) },
};

/**
 * Each person's latest certificate with 有效期至 on `until` (`YYYY-MM-DD`) or before: lapsed or about to. What
 * 资质证照提醒 announces of the workers, soonest first.
 */
export function healthCertificatesDueBy(db: FtKysely, until: string) {
  return db.selectFrom('ftStaffHealth').select(['name', 'workshop', 'post', 'validUntil']).where('delFlag', '=', 0)
    .where((eb) => latestCertificates(eb)).where('validUntil', '<=', until).orderBy('validUntil').orderBy('name').execute();
}

/** A step of a run as the health check reads it: what, who (as the line wrote it), when (epoch ms; null: the run's start). */
export interface OperatedStep { stepName: string; operator: string | null; at: number | null }

/** Each named person's certificates on file (健康证明, live records), by name. */
async function certificatesOf(db: FtKysely, names: readonly string[]): Promise<Map<string, HealthCertificate[]>> {
  const rows = await inChunks([...new Set(names)], (part) => db.selectFrom('ftStaffHealth').select(['name', 'examDate', 'validUntil'])
    .where('name', 'in', part).where('delFlag', '=', 0).execute());
  const out = new Map<string, HealthCertificate[]>();
  for (const r of rows) out.set(r.name, [...(out.get(r.name) ?? []), { examDate: r.examDate, validUntil: r.validUntil }]);
  return out;
}

/** Who of a run's steps worked without a certificate in force on the day: each person once, with their steps, the day and the certificate on file. */
interface Uncovered { name: string; steps: string[]; day: string; certificate: HealthCertificate }

async function uncoveredOperators(db: FtKysely, runs: ReadonlyArray<{ start: number | null; steps: readonly OperatedStep[] }>, tz: string): Promise<Uncovered[][]> {
  const certs = await certificatesOf(db, runs.flatMap((r) => r.steps.flatMap((s) => operatorNames(s.operator))));
  return runs.map((run) => {
    const found = new Map<string, Uncovered>();
    for (const step of run.steps) {
      const day = dateText(step.at ?? run.start, tz);
      if (!day) continue;
      for (const name of operatorNames(step.operator)) {
        const certificate = uncoveredOn(certs.get(name) ?? [], day);
        if (!certificate) continue;
        const had = found.get(name);
        if (had) { if (!had.steps.includes(step.stepName)) had.steps.push(step.stepName); } else found.set(name, { name, steps: [step.stepName], day, certificate });
      }
    }
    return [...found.values()];
  });
}

/** The trace report's findings (记录核查): per run and person who worked without a health certificate in force. */
export async function operatorHealthFindings(db: FtKysely, runs: ReadonlyArray<{ processNo: string; start: number | null; steps: readonly OperatedStep[] }>, tz: string): Promise<string[]> {
  const found = await uncoveredOperators(db, runs, tz);
  return runs.flatMap((run, i) => found[i].map((u) => HEALTH_TEXT.finding(run.processNo, u.name, u.steps.join('、'), u.day, u.certificate)));
}

/** The people a run just recorded names who had no certificate in force on the day (its warning, 加工记录 → 登记加工). */
export async function unfitOperators(db: FtKysely, start: number | null, steps: readonly OperatedStep[], tz: string): Promise<string[]> {
  return (await uncoveredOperators(db, [{ start, steps }], tz))[0].map((u) => u.name);
}

/**
 * 健康证明 → 未登记: the names the steps of runs begun within UNCOVERED_DAYS of `now` gave as 操作人 with no
 * certificate on file (contracts UnregisteredOperator), latest first. Over all runs, whatever the reader's data rules,
 * as 缺少证照: it is the plant's compliance, and it shows names, not the records.
 */
export async function unregisteredOperators(db: FtKysely, tz: string, now = Date.now()): Promise<UnregisteredOperator[]> {
  const steps = await db.selectFrom('ftProcessStepRecord as s').innerJoin('ftProcess as p', 'p.id', 's.processId')
    .select(['s.operator', 's.stepName', 's.processId', 'p.startTime'])
    .where('s.delFlag', '=', 0).where('p.delFlag', '=', 0).where('s.operator', 'is not', null)
    .where('p.startTime', '>=', now - UNCOVERED_DAYS * 86_400_000).execute();
  const named = new Map<string, { runs: Set<string>; last: number; steps: Set<string> }>();
  for (const step of steps) {
    for (const name of operatorNames(step.operator)) {
      const had = named.get(name) ?? { runs: new Set<string>(), last: 0, steps: new Set<string>() };
      had.runs.add(step.processId);
      had.last = Math.max(had.last, Number(step.startTime));
      had.steps.add(step.stepName);
      named.set(name, had);
    }
  }
  const registered = await certificatesOf(db, [...named.keys()]);
  return [...named].filter(([name]) => !registered.has(name)).sort(([a, x], [b, y]) => y.last - x.last || a.localeCompare(b, 'zh-CN'))
    .map(([name, n]) => ({ name, runs: n.runs.size, lastDay: dateText(n.last, tz)!, steps: [...n.steps] }));
}
