import { cleanLines, type SuperQueryLine } from './lines.ts';
import type { SuperQueryMatchType } from './rules.ts';

/** What a list call carries (reference/JEECG.md §1.7–1.8, JeecgListMixin.getQueryParams). */
export interface SuperQueryParams {
  superQueryParams: string;
  superQueryMatchType: SuperQueryMatchType;
}

/** A line as it travels: a multi-value is joined with commas, as JeecgBoot's emitCallback does. */
export interface SuperQueryWireLine {
  field: string;
  rule: SuperQueryLine['rule'];
  val: string;
  type?: string;
  dictCode?: string;
}

export function toWireLines(lines: readonly SuperQueryLine[]): SuperQueryWireLine[] {
  return cleanLines(lines).map((l) => {
    const wire: SuperQueryWireLine = { field: l.field!, rule: l.rule, val: Array.isArray(l.val) ? l.val.join(',') : l.val! };
    if (l.type) wire.type = l.type;
    if (l.dictCode) wire.dictCode = l.dictCode;
    return wire;
  });
}

/**
 * `superQueryParams` is `encodeURI(JSON.stringify(lines))`, exactly what JeecgBoot's list mixin sends; the
 * http client then encodes the query string as usual, and the server decodes both layers.
 */
export function buildSuperQueryParams(lines: readonly SuperQueryLine[], matchType: SuperQueryMatchType): SuperQueryParams {
  return { superQueryParams: encodeURI(JSON.stringify(toWireLines(lines))), superQueryMatchType: matchType };
}
