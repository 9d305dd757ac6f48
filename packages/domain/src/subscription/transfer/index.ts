export * from './term-move.ts';
export * from './transfer-care-calls.ts';
export * from './transfer-care-endpoints.ts';
export * from './transfer-errors.ts';
