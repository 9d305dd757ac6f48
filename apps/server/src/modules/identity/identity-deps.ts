import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { serverKey } from '../../platform/auth/server-secrets.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PasswordHasher } from './password-hashing.ts';

/** What every use case of the identity capability works with. */
export type IdentityDeps = {
  db: Db;
  clock: Clock;
  config: AppConfig;
  hasher: PasswordHasher;
  /** The key stand-in answers for unknown handles are derived from (enumeration-defence.ts). */
  standInKey(): Promise<Buffer>;
};

const standInKey = serverKey('identity-stand-in');

export function createIdentityDeps(
  base: Pick<IdentityDeps, 'db' | 'clock' | 'config' | 'hasher'>,
): IdentityDeps {
  return {
    ...base,
    standInKey: () => standInKey(base.db, base.clock()),
  };
}
