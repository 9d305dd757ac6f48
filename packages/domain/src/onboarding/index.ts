export * from './care-endpoints.ts';
export * from './onboarding-calls.ts';
export * from './onboarding-errors.ts';
export * from './routing-reasons.ts';
export * from './routing-rule.ts';
