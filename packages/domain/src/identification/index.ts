export * from './device-lookup.ts';
