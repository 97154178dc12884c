export * from './tree-node.ts';
export * from './category.ts';
export * from './online-report.ts';
