import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';

/** What the catalog capability works with. */
export type CatalogDeps = { db: Db; clock: Clock; config: AppConfig };
