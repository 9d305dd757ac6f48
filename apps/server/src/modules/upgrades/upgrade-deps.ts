import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';

/** What the package upgrade capability works with. */
export type UpgradeDeps = { db: Db; clock: Clock; config: AppConfig };
