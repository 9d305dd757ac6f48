import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';

/** What the care quote and checkout-check calls work with. */
export type QuoteDeps = { db: Db; clock: Clock; config: AppConfig };
