export * from './activation-link.ts';
export * from './onboarding-eligibility.ts';
export * from './trial-state.ts';
export * from './used-car-eligibility.ts';
