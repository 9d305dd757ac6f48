import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { IdentityDeps } from '../../identity/index.ts';

/** What the vehicle link calls use: the identity's deps too, for send budgets and grants. */
export type VehicleLinkDeps = { config: AppConfig; db: Db; clock: Clock; identity: IdentityDeps };
