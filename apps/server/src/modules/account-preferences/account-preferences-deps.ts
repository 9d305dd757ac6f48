import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';

/** What the account-preferences capability (do not call) works with. */
export type AccountPreferencesDeps = { db: Db; clock: Clock; config: AppConfig };
