import {
  buildSuperQueryParams, cleanLines, incompleteLineNumbers, isEmptyQuery,
  type SuperQueryLine, type SuperQueryMatchType, type SuperQueryParams,
} from '@foodtrace/contracts';
import { SUPER_QUERY_TEXT as T } from './texts';

/** What 查询 leads to: the params to send, or the warning to show instead (spec §4). */
export type RunCheck = { ok: true; params: SuperQueryParams; count: number } | { ok: false; warning: string };

export function checkRun(lines: readonly SuperQueryLine[], matchType: SuperQueryMatchType): RunCheck {
  if (isEmptyQuery(lines)) return { ok: false, warning: T.emptyRun };
  const incomplete = incompleteLineNumbers(lines);
  if (incomplete.length) return { ok: false, warning: T.incomplete(incomplete) };
  return { ok: true, params: buildSuperQueryParams(lines, matchType), count: cleanLines(lines).length };
}

/** 保存查询条件: the lines to keep, or the warning (spec §4 '空条件不能保存'). */
export type SaveCheck = { ok: true; records: SuperQueryLine[] } | { ok: false; warning: string };

export function checkSave(lines: readonly SuperQueryLine[]): SaveCheck {
  if (isEmptyQuery(lines)) return { ok: false, warning: T.emptySave };
  const incomplete = incompleteLineNumbers(lines);
  if (incomplete.length) return { ok: false, warning: T.incomplete(incomplete) };
  return { ok: true, records: cleanLines(lines) };
}

/** The name typed in the save prompt, trimmed; null when it is empty ('保存名称不能为空'). */
export function saveName(text: string): string | null {
  const name = text.trim();
  return name ? name : null;
}
