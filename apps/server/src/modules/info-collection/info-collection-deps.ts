import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';

/** What the branded data-collection capability works with. */
export type InfoCollectionDeps = { db: Db; clock: Clock; config: AppConfig };
