import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import type { PasswordHasher } from '../identity/index.ts';

/** What the zero-cost promotion works with: no gateway (nothing is charged), the sign-up's hasher. */
export type PromotionDeps = { config: AppConfig; db: Db; clock: Clock; hasher: PasswordHasher };
