import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PasswordHasher } from './password-hashing.ts';
import { serverSecret } from './secrets.ts';

/** What every use case of the identity capability works with. */
export type IdentityDeps = {
  db: Db;
  clock: Clock;
  config: AppConfig;
  hasher: PasswordHasher;
  /** The key stand-in answers for unknown handles are derived from (enumeration-defence.ts). */
  standInKey(): Promise<Buffer>;
};

export function createIdentityDeps(
  base: Pick<IdentityDeps, 'db' | 'clock' | 'config' | 'hasher'>,
): IdentityDeps {
  let key: Promise<Buffer> | undefined;
  return {
    ...base,
    standInKey() {
      key ??= serverSecret(base.db, 'identity-stand-in', base.clock()).catch((error: unknown) => {
        key = undefined;
        throw error;
      });
      return key;
    },
  };
}
