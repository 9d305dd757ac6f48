export * from './care-endpoints.ts';
export * from './student-calls.ts';
export * from './student-errors.ts';
export * from './student-offers.ts';
export * from './student-rules.ts';
