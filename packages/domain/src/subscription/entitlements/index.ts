export * from './entitlement-care-endpoints.ts';
export * from './entitlement-errors.ts';
export * from './partner-entitlement.ts';
