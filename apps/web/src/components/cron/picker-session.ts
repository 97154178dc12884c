import { defaultCronState, parseCron, type CronState } from '@foodtrace/contracts';
import { CRON_TEXT } from './texts';

/** What the picker opens with: the modes of the given expression, or the defaults (spec §4). */
export interface PickerSession {
  state: CronState;
  /** Why the given expression could not be shown; the picker then starts from the defaults. */
  notice: string | null;
}

export function startSession(expression: string | null | undefined, thisYear?: number): PickerSession {
  const base = defaultCronState(thisYear);
  const text = (expression ?? '').trim();
  if (!text) return { state: base, notice: null };
  const parsed = parseCron(text, base);
  return parsed.ok ? { state: parsed.state, notice: null } : { state: base, notice: CRON_TEXT.unreadable(parsed.error) };
}
