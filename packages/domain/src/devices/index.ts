export * from './vehicle-lifecycle.ts';
