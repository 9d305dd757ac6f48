export * from './refresh-limits.ts';
export * from './refresh-outcome.ts';
export * from './refresh-signal-care-endpoints.ts';
export * from './refresh-signal-errors.ts';
export * from './refresh-signal-request.ts';
export * from './vehicle-lifecycle.ts';
