import { parseCron } from './parse.ts';
import { validateCron } from './validate.ts';

/**
 * An expression the server's scheduler runs (定时任务): one the picker reads back with no problem, and without
 * `L-n` (n days before the month's end), which croner cannot time and the picker computes only for its preview.
 */
export function isRunnableCron(expr: string): boolean {
  const parsed = parseCron(expr);
  if (!parsed.ok || validateCron(parsed.state).length > 0) return false;
  return !/^L-\d+$/i.test(expr.trim().split(/\s+/)[3] ?? '');
}
