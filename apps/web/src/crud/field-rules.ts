import type { FormRule } from 'antd';
import { addSchema, editSchema, orderIssue, type FieldDef, type ResourceDef } from '@foodtrace/contracts';
import { toWireValue } from './form-values';

/** The part of a zod schema we use; keeps the web free of a direct zod dependency. */
interface Parser {
  safeParse(v: unknown): { success: boolean; error?: { issues: { message: string }[] } };
}

/**
 * Per-field schemas of the very objects the server validates with (contracts addSchema/editSchema), so a
 * message in the form is the message the server would answer with.
 */
export function fieldParsers(def: ResourceDef, mode: 'add' | 'edit'): Record<string, Parser> {
  const schema = mode === 'add' ? addSchema(def) : editSchema(def);
  return schema.shape as unknown as Record<string, Parser>;
}

export function zodRule(f: FieldDef, parser: Parser | undefined): FormRule {
  return {
    validator: async (_rule, value) => {
      if (!parser) return;
      const r = parser.safeParse(toWireValue(f, value));
      if (!r.success) throw new Error(r.error?.issues[0]?.message ?? '');
    },
  };
}

/**
 * What a form item of a resource field checks: its own value (zodRule) and, for a field that cannot be earlier
 * than another (an end and its start), the order of the two, re-checked when the other one changes.
 */
export function fieldRules(def: ResourceDef, name: string, parser: Parser | undefined): { rules: FormRule[]; dependencies?: string[] } {
  const f = def.fields[name];
  const since = f.notBefore;
  if (!since) return { rules: [zodRule(f, parser)] };
  const order: FormRule = ({ getFieldValue }) => ({
    validator: async (_rule, value) => {
      const issue = orderIssue(def, { [name]: toWireValue(f, value), [since]: toWireValue(def.fields[since], getFieldValue(since)) });
      if (issue) throw new Error(issue.message);
    },
  });
  return { rules: [zodRule(f, parser), order], dependencies: [since] };
}
