export * from './device-lookup.ts';
export * from './streaming-prospect-token.ts';
export * from './token-entry.ts';
