import { CHECK_RULE, parseRuleJson, type CheckRuleLine, type CheckRuleRecord } from '@foodtrace/contracts';

export interface RuleFormValues {
  ruleName?: string;
  ruleCode?: string;
  ruleDescription?: string;
  lines: CheckRuleLine[];
}

/** A new rule starts with one line over the whole value. */
export const NEW_RULE: RuleFormValues = { lines: [{ digits: CHECK_RULE.checkAll, pattern: '', message: '' }] };

/** A stored rule as the form edits it; unreadable JSON (written by hand) starts from one empty line. */
export function toRuleForm(r: CheckRuleRecord): RuleFormValues {
  let lines: CheckRuleLine[];
  try {
    lines = parseRuleJson(r.ruleJson);
  } catch {
    lines = NEW_RULE.lines;
  }
  return { ruleName: r.ruleName, ruleCode: r.ruleCode, ruleDescription: r.ruleDescription ?? undefined, lines };
}

/** The body of add/edit: the lines travel as JSON text (JeecgBoot's rule_json). */
export function toRulePayload(v: RuleFormValues): Record<string, unknown> {
  const lines = (v.lines ?? []).map((l) => ({ digits: String(l.digits ?? '').trim(), pattern: l.pattern ?? '', message: (l.message ?? '').trim() }));
  return { ruleName: v.ruleName?.trim(), ruleCode: v.ruleCode?.trim(), ruleDescription: v.ruleDescription?.trim() || null, ruleJson: JSON.stringify(lines) };
}
