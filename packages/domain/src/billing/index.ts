export * from './card-bin-ranges.ts';
export * from './card-token.ts';
export * from './sandbox-test-cards.ts';
