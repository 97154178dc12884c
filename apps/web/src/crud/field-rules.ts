import type { FormRule } from 'antd';
import dayjs from 'dayjs';
import { addSchema, belowUsedText, FORMATS, futureIssue, requiredMessage, editSchema, isBelowUsed, mustFill, orderIssue, type FieldDef, type ResourceDef, type UsedAmount } from '@foodtrace/contracts';
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

/** The time of something that happened (FieldDef.happened) is not ahead; as the server, with a few minutes for clocks. */
function happenedRule(def: ResourceDef, name: string, f: FieldDef): FormRule {
  return {
    validator: async (_rule, value) => {
      const issue = futureIssue(def, { [name]: toWireValue(f, value) }, dayjs().add(10, 'minute').format(FORMATS.datetime));
      if (issue) throw new Error(issue.message);
    },
  };
}

/** A place whose province is required (FieldDef.area): the picker must reach at least a province. */
function areaRule(f: FieldDef, provinceField: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: async () => {
      if (!getFieldValue(provinceField)) throw new Error(requiredMessage(f));
    },
  });
}

/**
 * What a form item of a resource field checks: its own value (zodRule); for a field that cannot be earlier
 * than another (an end and its start), the order of the two, re-checked when the other one changes; for an
 * amount of a record in use, what was already used of it; for a place, the province its codes require (the
 * code fields are not shown, so the picker carries their requirement and its asterisk).
 */
export function fieldRules(def: ResourceDef, name: string, parser: Parser | undefined, used?: UsedAmount, mode: 'add' | 'edit' = 'add'): { rules: FormRule[]; dependencies?: string[]; required: boolean } {
  const f = def.fields[name];
  const province = f.area && def.fields[f.area.province]?.required ? f.area.province : null;
  const rules = [
    zodRule(f, parser),
    ...(used ? [notBelowRule(f, used)] : []),
    ...(province ? [areaRule(f, province)] : []),
    ...(f.happened ? [happenedRule(def, name, f)] : []),
  ];
  // A number the server assigns may be left blank in a new record, not removed from a saved one (editSchema).
  // …and a secret left blank keeps the stored one (FieldDef.secret).
  const required = (mode === 'edit' ? Boolean(f.required) && !f.secret : mustFill(f)) || province !== null;
  const since = f.notBefore;
  if (!since) return { rules, required };
  const order: FormRule = ({ getFieldValue }) => ({
    validator: async (_rule, value) => {
      const issue = orderIssue(def, { [name]: toWireValue(f, value), [since]: toWireValue(def.fields[since], getFieldValue(since)) });
      if (issue) throw new Error(issue.message);
    },
  });
  return { rules: [...rules, order], dependencies: [since], required };
}
