import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { DbKind } from '../../config.ts';
import type { ListSpec } from '../list-query/parse.ts';
import { ruleSetsExpression, type RuleSets, type RuleVars } from './data-rules.ts';

/**
 * Which rows of a resource a request may touch (DESIGN.md §5 rule 4): its tenant's rows (when the resource is
 * tenant-scoped) and, for reads, the rows the user's data rules allow. The generic repository adds this to
 * every query, so no handler has to remember it.
 */
export interface DataRuleScope {
  sets: RuleSets;
  vars: RuleVars;
}

export interface RowScope {
  /** The request's tenant (0 = none). */
  tenantId: number;
  dataRules: DataRuleScope;
}

export interface ScopeTarget {
  tenantScoped: boolean;
  spec: ListSpec;
  kind: DbKind;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the resource's table is dynamic
type EB = ExpressionBuilder<any, any>;

export function scopeWhere(target: ScopeTarget, scope: RowScope, opts: { rules: boolean }) {
  return (eb: EB): Expression<SqlBool> => {
    const parts: Expression<SqlBool>[] = [];
    if (target.tenantScoped) parts.push(eb('tenantId', '=', scope.tenantId));
    if (opts.rules && scope.dataRules.sets !== 'all') {
      parts.push(ruleSetsExpression(eb, scope.dataRules.sets, target.spec, scope.dataRules.vars, target.kind));
    }
    return eb.and(parts);
  };
}
