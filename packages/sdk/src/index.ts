export * from './care/index.ts';
