export * from './data-layer.ts';
