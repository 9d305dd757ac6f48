export * from './app-settings.ts';
export * from './care-envelope.ts';
export * from './env-info.ts';
export * from './error-codes.ts';
export * from './feature-flags.ts';
export * from './log-message.ts';
