export * from './rule-pattern.ts';
export * from './check-rule.ts';
