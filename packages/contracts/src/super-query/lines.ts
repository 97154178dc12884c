import type { SuperQueryField } from './fields.ts';
import { RULES_BY_TYPE, type SuperQueryRule, type SuperQueryValueType } from './rules.ts';

/**
 * One condition of the advanced query (spec §3 Super-query line). `val` is text as the server reads it
 * (`YYYY-MM-DD`, `YYYY-MM-DD HH:mm:ss`, numbers as text); a multi-value of 在...中 is a list.
 */
export interface SuperQueryLine {
  field?: string;
  rule: SuperQueryRule;
  val?: string | string[];
  type?: SuperQueryValueType;
  dictCode?: string;
}

export const newLine = (): SuperQueryLine => ({ rule: 'eq' });

function hasValue(val: SuperQueryLine['val']): boolean {
  if (Array.isArray(val)) return val.some((v) => v.trim() !== '');
  return typeof val === 'string' && val.trim() !== '';
}

export function isCompleteLine(l: SuperQueryLine): boolean {
  return Boolean(l.field) && Boolean(l.rule) && hasValue(l.val);
}

/** Nothing chosen at all: such a line is left out instead of being an error. */
export function isBlankLine(l: SuperQueryLine): boolean {
  return !l.field && !hasValue(l.val);
}

/**
 * spec §4: running with no conditions is refused; a single line missing its field, value or rule counts as
 * empty (JeecgBoot isNullArray).
 */
export function isEmptyQuery(lines: readonly SuperQueryLine[]): boolean {
  const kept = lines.filter((l) => !isBlankLine(l));
  if (kept.length === 0) return true;
  return kept.length === 1 && !isCompleteLine(kept[0]);
}

/** 1-based numbers of the lines that are started but not finished (they would be sent half-made). */
export function incompleteLineNumbers(lines: readonly SuperQueryLine[]): number[] {
  return lines.flatMap((l, i) => (isBlankLine(l) || isCompleteLine(l) ? [] : [i + 1]));
}

/** The lines worth sending or saving: blank ones dropped, values trimmed. */
export function cleanLines(lines: readonly SuperQueryLine[]): SuperQueryLine[] {
  return lines.filter(isCompleteLine).map((l) => {
    const val = Array.isArray(l.val) ? l.val.map((v) => v.trim()).filter(Boolean) : l.val!.trim();
    return { ...l, val };
  });
}

/** Choosing a field takes its type and dictionary and clears the value (JeecgBoot handleSelected). */
export function changeField(line: SuperQueryLine, field: SuperQueryField | undefined): SuperQueryLine {
  if (!field) return { rule: line.rule };
  const rules = RULES_BY_TYPE[field.type];
  const next: SuperQueryLine = { field: field.value, rule: rules.includes(line.rule) ? line.rule : rules[0], type: field.type };
  if (field.dictCode) next.dictCode = field.dictCode;
  return next;
}

/**
 * spec §4: switching the rule away from 在...中 cuts a multi-value down to its first value; switching to it
 * turns a single value into a one-element list.
 */
export function changeRule(line: SuperQueryLine, rule: SuperQueryRule): SuperQueryLine {
  const { val } = line;
  if (rule === 'in') {
    if (val === undefined || Array.isArray(val)) return { ...line, rule };
    return { ...line, rule, val: val === '' ? [] : val.split(',') };
  }
  if (line.rule !== 'in') return { ...line, rule };
  const first = Array.isArray(val) ? val[0] : val?.split(',')[0];
  return { ...line, rule, val: first };
}
