export * from './billing-profile.ts';
export * from './card-bin-range-table.ts';
export * from './card-bin-ranges.ts';
export * from './card-token.ts';
export * from './commerce-subscription.ts';
export * from './payment-method.ts';
export * from './sandbox-test-cards.ts';
