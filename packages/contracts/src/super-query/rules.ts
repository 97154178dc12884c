/**
 * The advanced query's rules and match types (spec §4 Advanced query; JeecgBoot QueryRuleEnum and
 * JSuperQuery.vue). The server reads the same closed set; anything else is refused there.
 */
export const SUPER_QUERY_RULE_LABELS = {
  eq: '等于',
  like: '包含',
  right_like: '以..开始',
  left_like: '以..结尾',
  in: '在...中',
  ne: '不等于',
  gt: '大于',
  ge: '大于等于',
  lt: '小于',
  le: '小于等于',
} as const;

export type SuperQueryRule = keyof typeof SUPER_QUERY_RULE_LABELS;
/** In the order the builder offers them. */
export const SUPER_QUERY_RULE_KEYS = Object.keys(SUPER_QUERY_RULE_LABELS) as SuperQueryRule[];

export const SUPER_QUERY_MATCH_LABELS = {
  and: 'AND（所有条件都满足）',
  or: 'OR（任意条件满足）',
} as const;
export type SuperQueryMatchType = keyof typeof SUPER_QUERY_MATCH_LABELS;

/** How a field's value is entered; decides the widget and which rules make sense. */
export type SuperQueryValueType = 'string' | 'number' | 'date' | 'datetime' | 'dict' | 'ref';

/**
 * Rules per value type. Text matching (包含, 以..开始, 以..结尾) on a number or an instant would make the
 * database compare a number with text, which PostgreSQL refuses; a reference holds an id, so only (in)equality
 * means anything there.
 */
export const RULES_BY_TYPE: Record<SuperQueryValueType, readonly SuperQueryRule[]> = {
  string: SUPER_QUERY_RULE_KEYS,
  number: ['eq', 'in', 'ne', 'gt', 'ge', 'lt', 'le'],
  date: ['eq', 'ne', 'gt', 'ge', 'lt', 'le'],
  datetime: ['eq', 'ne', 'gt', 'ge', 'lt', 'le'],
  dict: ['eq', 'in', 'ne'],
  ref: ['eq', 'ne'],
};
