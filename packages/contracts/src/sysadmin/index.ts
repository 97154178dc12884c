export * from './codes.ts';
export * from './user.ts';
export * from './permission.ts';
export * from './data-rule.ts';
export * from './depart.ts';
export * from './sys-log.ts';
export * from './online.ts';
export * from './quartz-job.ts';
