/** The schedule-expression model shared by the picker (web) and whoever runs the schedules (spec §3, §4, §5). */
export * from './limits.ts';
export * from './state.ts';
export * from './format.ts';
export * from './parse.ts';
export * from './validate.ts';
export * from './messages.ts';
export * from './croner-pattern.ts';
export * from './runnable.ts';
