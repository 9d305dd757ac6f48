export * from './address.ts';
export * from './address-validation.ts';
export * from './capability-codes.ts';
export * from './country-codes.ts';
export * from './regions.ts';
export * from './service-address.ts';
