export * from './care-endpoints.ts';
export * from './upgrade-care-calls.ts';
export * from './upgrade-errors.ts';
