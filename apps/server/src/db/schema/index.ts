// Every table of the database, one file per capability. drizzle-kit reads this file to generate
// migrations, and the Drizzle client gets it for typed queries.
export * from './account-area.ts';
export * from './billing.ts';
export * from './care-sessions.ts';
export * from './catalog.ts';
export * from './client-events.ts';
export * from './client-log-messages.ts';
export * from './device-authorizations.ts';
export * from './device-challenges.ts';
export * from './devices.ts';
export * from './idempotency-records.ts';
export * from './identities.ts';
export * from './one-time-codes.ts';
export * from './one-time-links.ts';
export * from './outbox-messages.ts';
export * from './passkey-challenges.ts';
export * from './passkey-credentials.ts';
export * from './password-credentials.ts';
export * from './rate-limit-counters.ts';
export * from './seed-runs.ts';
export * from './server-secrets.ts';
export * from './session-families.ts';
export * from './sessions.ts';
export * from './sign-in-grants.ts';
export * from './sign-in-lockouts.ts';
export * from './subscriber-accounts.ts';
export * from './verification-grants.ts';
