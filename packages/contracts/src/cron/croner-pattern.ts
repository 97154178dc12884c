/**
 * A Quartz expression as croner reads it (STACK.md: croner with `alternativeWeekdays: true` for Quartz weekday
 * numbers). Croner refuses a step with a numeric start (`0/5`): it becomes `0-59/5`, the same set. It does not
 * know `L-n` (n days before the end of the month): the day-of-month field is handed back as
 * `beforeMonthEnd`, for the caller to resolve month by month, and left as `*` in the pattern.
 */
export interface CronerPlan {
  /** Seven fields; with `beforeMonthEnd` set, its day of month is a placeholder `*`. */
  pattern: string;
  beforeMonthEnd: number | null;
}

/** Largest value of each of the seven fields for croner (its years go up to 9999). */
const FIELD_MAX = [59, 59, 23, 31, 12, 7, 9999];

function openStep(token: string, max: number): string {
  return token.split(',').map((part) => {
    const m = /^(\d+)\/(\d+)$/.exec(part);
    return m ? `${m[1]}-${max}/${m[2]}` : part;
  }).join(',');
}

export function toCronerPlan(expr: string): CronerPlan {
  const fields = expr.trim().split(/\s+/);
  if (fields.length === 6) fields.push('*');
  const converted = fields.map((f, i) => openStep(f, FIELD_MAX[i]));
  const m = /^L-(\d+)$/i.exec(converted[3] ?? '');
  if (!m) return { pattern: converted.join(' '), beforeMonthEnd: null };
  converted[3] = '*';
  return { pattern: converted.join(' '), beforeMonthEnd: Number(m[1]) };
}
