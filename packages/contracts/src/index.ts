export * from './constants.ts';
export * from './messages.ts';
export * from './api.ts';
export * from './resource.ts';
export * from './dict-codes.ts';
export * from './resources/index.ts';
