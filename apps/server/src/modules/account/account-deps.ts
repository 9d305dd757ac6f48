import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';

/** What the account capability works with. */
export type AccountDeps = { config: AppConfig; db: Db; clock: Clock };
