import { FILL_RULE_TEXT, RESOURCES } from '@foodtrace/contracts';
import type { InUseMark } from '../../crud/fixed-fields.ts';
import type { ResourceHooks } from '../../crud/resource-repo.ts';

/** Rule code → the document fields numbered by it, as a reader names them (“原料入库·入库单号”). */
export const RULE_USERS: ReadonlyMap<string, string[]> = (() => {
  const users = new Map<string, string[]>();
  for (const def of RESOURCES) {
    for (const f of Object.values(def.fields)) {
      if (f.autoNumber) users.set(f.autoNumber, [...(users.get(f.autoNumber) ?? []), `“${def.title}·${f.label}”`]);
    }
  }
  return users;
})();

const usedBy = (code: unknown) => RULE_USERS.get(String(code))?.join('、');

/**
 * A rule a document field names stays: its code is fixed (FieldDef.fixedOnceUsed) and it cannot be deleted, only
 * switched off (then the field must be typed). Other rules are free to change.
 */
export const fillRuleHooks: ResourceHooks = {
  async inUse(rows) {
    const marks = new Map<string, InUseMark>();
    for (const r of rows) {
      const fields = usedBy(r.ruleCode);
      if (fields) marks.set(r.id as string, { reason: FILL_RULE_TEXT.inUse(fields) });
    }
    return marks;
  },
  undeletable(rows) {
    return new Map(rows.filter((r) => usedBy(r.ruleCode)).map((r) => [r.id as string, FILL_RULE_TEXT.noDelete(String(r.ruleName), usedBy(r.ruleCode)!)]));
  },
};
