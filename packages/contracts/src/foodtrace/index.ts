export * from './codes.ts';
export * from './perms.ts';
export * from './provinces.ts';
export * from './trace-code.ts';
export * from './api.ts';
export * from './inspection-limit.ts';
export * from './suggest.ts';
export * from './retained-sample.ts';
