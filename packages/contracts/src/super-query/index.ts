/** The advanced query builder's model, shared by the web builder and the server tests (spec §3, §4). */
export * from './rules.ts';
export * from './fields.ts';
export * from './lines.ts';
export * from './params.ts';
export * from './input-filter.ts';
