export * from './analytics/index.ts';
export * from './locale/index.ts';
export * from './platform/index.ts';
export * from './session/index.ts';
