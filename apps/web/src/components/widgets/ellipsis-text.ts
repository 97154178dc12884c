import { WIDGETS } from '@foodtrace/contracts';

/**
 * Display length where a non-ASCII character counts 2 (spec §9 Ellipsis: "non-ASCII counts as 2"), so 25
 * is about 25 Latin characters or 12 Chinese ones — what fits the same width.
 */
export function fullLength(text: string): number {
  let n = 0;
  for (const ch of text) n += ch.codePointAt(0)! > 127 ? 2 : 1;
  return n;
}

/** The longest prefix whose full length is at most `max`. */
export function cutByFullLength(text: string, max: number): string {
  let n = 0;
  let out = '';
  for (const ch of text) {
    n += ch.codePointAt(0)! > 127 ? 2 : 1;
    if (n > max) break;
    out += ch;
  }
  return out;
}

/** What an ellipsis shows: the text itself when it fits, else its cut with '…'. */
export function ellipsisView(text: string, length: number = WIDGETS.ellipsisLength): { shown: string; cut: boolean } {
  return fullLength(text) <= length ? { shown: text, cut: false } : { shown: `${cutByFullLength(text, length)}…`, cut: true };
}
