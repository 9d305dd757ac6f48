import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { PasswordHasher } from '../../identity/index.ts';

/** What the entitlement calls work with: the database, the clock, settings, the sign-up's hasher. */
export type EntitlementDeps = {
  config: AppConfig;
  db: Db;
  clock: () => Date;
  hasher: PasswordHasher;
};
