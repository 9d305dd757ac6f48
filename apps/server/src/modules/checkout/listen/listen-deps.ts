import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';

export type ListenDeps = { db: Db; clock: Clock; config: AppConfig };
