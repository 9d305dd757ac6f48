import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';

/** What the identification capability works with. */
export type IdentificationDeps = { db: Db; clock: Clock; config: AppConfig };
