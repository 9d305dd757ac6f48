export * from './human-check.ts';
export * from './human-check-care-endpoints.ts';
export * from './human-check-errors.ts';
