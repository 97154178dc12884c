export * from './dict-admin.ts';
