// Every table of the database, one file per capability. drizzle-kit reads this file to generate
// migrations, and the Drizzle client gets it for typed queries.
export * from './care-sessions.ts';
export * from './client-events.ts';
export * from './client-log-messages.ts';
export * from './device-challenges.ts';
export * from './devices.ts';
export * from './seed-runs.ts';
export * from './session-families.ts';
export * from './sessions.ts';
export * from './sign-in-grants.ts';
