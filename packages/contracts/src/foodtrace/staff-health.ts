import { personNames } from '../resource.ts';

/**
 * 从业人员健康证明 (Food Safety Law Art. 45; GB 14881 §6.3.1): whoever works with food that is eaten as it is
 * (接触直接入口食品) is examined every year and works only with a health certificate in force. The register
 * (resources/foodtrace/staff-health.ts) keeps each certificate; a processing run's steps name who did them
 * (`operator`), and the trace report and the run's own record say when someone worked without one.
 */

/**
 * The list scope (`listScope=current`) of each person's latest certificate: a renewal is a new record, and the
 * lapsed one it replaced stays for the days it covered, but is no longer what 已过期 or 30 天内到期 are about.
 */
export const STAFF_HEALTH_SCOPE = { current: 'current' } as const;

/** Who did a step, as the line writes it: one name, or several (`张伟、李娜`, `张伟/李娜`). */
export const operatorNames = personNames;

/** A person's certificates as kept: from the examination on, through 有效期至 (`YYYY-MM-DD`). */
export interface HealthCertificate { examDate: string; validUntil: string }

/**
 * Whether a person worked without a certificate in force on `day` (`YYYY-MM-DD`): the certificate that lapsed last
 * before it (or the first that began after it), or null when one covered the day. Not judged without any
 * certificate on file: a missing record is not a lapsed certificate (a team's name — 甲班 — has none to hold).
 */
export function uncoveredOn(certs: readonly HealthCertificate[], day: string): HealthCertificate | null {
  if (!certs.length || certs.some((c) => c.examDate <= day && day <= c.validUntil)) return null;
  const before = certs.filter((c) => c.validUntil < day).sort((a, b) => b.validUntil.localeCompare(a.validUntil));
  return before[0] ?? [...certs].sort((a, b) => a.examDate.localeCompare(b.examDate))[0];
}

export const HEALTH_TEXT = {
  /** What the certificate on file covered, after a finding. */
  held: (c: HealthCertificate) => `登记的健康证明有效期 ${c.examDate} 至 ${c.validUntil}`,
  /** A finding of the trace report (记录核查): one per run and person. */
  finding: (processNo: string, name: string, steps: string, day: string, c: HealthCertificate) =>
    `加工单 ${processNo} 的操作人 ${name}（${steps}）${day} 操作时没有在效的健康证明（${HEALTH_TEXT.held(c)}）`,
  /** The warning a run is saved with (加工记录 → 登记加工). */
  recorded: (names: string) => `操作人 ${names} 在操作当日没有在效的健康证明：从事接触直接入口食品工作的人员须取得健康证明后方可上岗（《食品安全法》第四十五条），请核实并安排体检`,
} as const;

/**
 * 健康证明 → 未登记 (GET /foodtrace/staffHealth/unregistered): a name the steps of the runs within UNCOVERED_DAYS gave as
 * 操作人 that has no certificate on file at all — what the rule above cannot judge. Latest first.
 */
export interface UnregisteredOperator {
  name: string;
  /** How many runs named them, and the last day one did (`YYYY-MM-DD`). */
  runs: number;
  lastDay: string;
  /** The steps they were named for, as recorded. */
  steps: string[];
}
