import type { FormRule } from 'antd';
import { addSchema, belowUsedText, editSchema, isBelowUsed, orderIssue, type FieldDef, type ResourceDef, type UsedAmount } from '@foodtrace/contracts';
import { schemaRule, type Parser } from '@/lib/zod-messages';
import { toWireValue } from './form-values';

/**
 * Per-field schemas of the very objects the server validates with (contracts addSchema/editSchema), so a
 * message in the form is the message the server would answer with.
 */
export function fieldParsers(def: ResourceDef, mode: 'add' | 'edit'): Record<string, Parser> {
  const schema = mode === 'add' ? addSchema(def) : editSchema(def);
  return schema.shape as unknown as Record<string, Parser>;
}

/** The field's own check: its value as the server will be sent it, against the server's schema. */
export function zodRule(f: FieldDef, parser: Parser | undefined): FormRule {
  return parser ? schemaRule(parser, (v) => toWireValue(f, v)) : {};
}

/** An amount of a record in use (FieldDef.notBelowUsed) cannot go below what was used of it. */
function notBelowRule(f: FieldDef, used: UsedAmount): FormRule {
  return {
    validator: async (_rule, value) => {
      if (isBelowUsed(value, used)) throw new Error(belowUsedText(f.label, used));
    },
  };
}

/**
 * What a form item of a resource field checks: its own value (zodRule); for a field that cannot be earlier
 * than another (an end and its start), the order of the two, re-checked when the other one changes; for an
 * amount of a record in use, what was already used of it.
 */
export function fieldRules(def: ResourceDef, name: string, parser: Parser | undefined, used?: UsedAmount): { rules: FormRule[]; dependencies?: string[] } {
  const f = def.fields[name];
  const rules = [zodRule(f, parser), ...(used ? [notBelowRule(f, used)] : [])];
  const since = f.notBefore;
  if (!since) return { rules };
  const order: FormRule = ({ getFieldValue }) => ({
    validator: async (_rule, value) => {
      const issue = orderIssue(def, { [name]: toWireValue(f, value), [since]: toWireValue(def.fields[since], getFieldValue(since)) });
      if (issue) throw new Error(issue.message);
    },
  });
  return { rules: [...rules, order], dependencies: [since] };
}
