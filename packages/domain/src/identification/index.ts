export * from './device-lookup.ts';
export * from './token-entry.ts';
