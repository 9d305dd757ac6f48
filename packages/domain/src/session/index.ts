export * from './device-challenge.ts';
export * from './device-grant.ts';
export * from './session.ts';
