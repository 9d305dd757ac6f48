export * from './activation-link.ts';
export * from './care-endpoints.ts';
export * from './onboarding-eligibility.ts';
export * from './trial-care-calls.ts';
export * from './trial-errors.ts';
export * from './trial-programs.ts';
export * from './trial-state.ts';
export * from './used-car-eligibility.ts';
