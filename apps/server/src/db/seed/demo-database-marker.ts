import type { SeedPart } from './seed-part.ts';

/**
 * Marks the database as a demo database. main.ts seeds a brand-new database, and also applies
 * parts added since to a database carrying this mark; a database without it (production data)
 * is never seeded behind anyone's back.
 */
export const DEMO_DATABASE_MARKER = 'demo-database';

export const demoDatabaseMarker: SeedPart = {
  name: DEMO_DATABASE_MARKER,
  run: async () => 'this database holds the Orbit Care demo data',
};
