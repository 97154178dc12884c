import type { RuleContext, ValidateRule } from '../types';
import { RULE_TEXT } from '../texts';
import { isPreset, patternRegExp } from './patterns';

/** spec §5 required: undefined, null, blank text and an empty list are empty. */
export function isEmptyValue(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export function ruleMessage(template: string, title: string): string {
  return template.split('${title}').join(title);
}

/** 'only' is the unique rule's other spelling (spec §5). */
export function isUniqueRule(rule: ValidateRule): boolean {
  return Boolean(rule.unique) || rule.pattern === 'only';
}

/** The number of rows holding each non-empty value of a column, for the unique rule. */
export function countValues(values: Iterable<unknown>): Map<string, number> {
  const counts = new Map<string, number>();
  for (const v of values) {
    if (isEmptyValue(v)) continue;
    const k = String(v);
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  return counts;
}

/**
 * Checks one rule. `sameValueCount` is how many rows (this one included) hold this cell's value.
 * Returns the failure message or null. The handler may be asynchronous (spec §5).
 */
export function checkRule(rule: ValidateRule, ctx: RuleContext, sameValueCount: number): string | null | Promise<string | null> {
  const { value, column } = ctx;
  const fail = (fallback: string) => ruleMessage(rule.message ?? fallback, column.title);
  if (rule.required && isEmptyValue(value)) return fail(RULE_TEXT.required);
  if (isUniqueRule(rule)) return !isEmptyValue(value) && sameValueCount >= 2 ? fail(RULE_TEXT.unique) : null;
  if (rule.pattern !== undefined) {
    // '*' means non-empty, so it is the one pattern that is not skipped for an empty value.
    if (rule.pattern === '*') return isEmptyValue(value) ? fail(RULE_TEXT.patterns['*']) : null;
    if (isEmptyValue(value)) return null;
    const preset = isPreset(rule.pattern) ? RULE_TEXT.patterns[rule.pattern] : RULE_TEXT.custom;
    return patternRegExp(rule.pattern).test(String(value)) ? null : fail(preset);
  }
  if (rule.handler) {
    const settle = (r: unknown) => (r === false ? fail(RULE_TEXT.handler) : typeof r === 'string' && r ? r : null);
    const result = rule.handler(ctx);
    return result instanceof Promise ? result.then(settle, (e: unknown) => (e instanceof Error && e.message ? e.message : fail(RULE_TEXT.handler))) : settle(result);
  }
  return null;
}

/**
 * spec §5: rules are checked in order and the first failing rule's message is the cell's error.
 * Stays synchronous until a rule answers with a promise, so a table of plain rules validates quickly.
 */
export function firstFailure(rules: readonly ValidateRule[] | undefined, ctx: RuleContext, sameValueCount: number): string | null | Promise<string | null> {
  if (!rules?.length) return null;
  for (let i = 0; i < rules.length; i++) {
    const result = checkRule(rules[i], ctx, sameValueCount);
    if (result instanceof Promise) {
      return result.then((message) => message ?? firstFailure(rules.slice(i + 1), ctx, sameValueCount));
    }
    if (result) return result;
  }
  return null;
}
