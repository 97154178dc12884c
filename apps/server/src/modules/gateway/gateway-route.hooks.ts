import { GATEWAY_ROUTE_TEXT, ROUTE_STATUS } from '@foodtrace/contracts';
import { BusinessError } from '../../platform/errors.ts';
import type { ResourceHooks } from '../../crud/resource-repo.ts';
import type { RouteGate } from './route-gate.ts';

type Row = Record<string, unknown>;

/**
 * A route that covers a call needed to sign in or to run this screen cannot be switched off (the gate would not
 * stop those calls anyway, but the administrator should not believe it did). Preset routes stay; they can be
 * switched off and on.
 */
export function gatewayRouteHooks(gate: () => RouteGate): ResourceHooks {
  const check = (row: Row) => {
    if (String(row.status) !== ROUTE_STATUS.off) return;
    const lifelines = gate().lifelinesIn(String(row.predicates ?? ''));
    if (lifelines.length) throw new BusinessError(GATEWAY_ROUTE_TEXT.lifeline(lifelines.slice(0, 3)));
  };
  return {
    beforeAdd: check,
    beforeEdit(changes, existing) {
      if ('status' in changes || 'predicates' in changes) check({ ...existing, ...changes });
    },
    undeletable: (rows) => new Map(rows.filter((r) => r.persist === '1').map((r) => [r.id as string, GATEWAY_ROUTE_TEXT.reserved])),
  };
}
