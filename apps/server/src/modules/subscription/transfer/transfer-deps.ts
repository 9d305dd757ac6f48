import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';

/** What transfer and swap work with: no gateway, since a move charges nothing (ADR 068). */
export type TransferDeps = { config: AppConfig; db: Db; clock: Clock };
