import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { PlanChanges } from '../orders/plan-change-port.ts';

/**
 * What the care quote and checkout-check calls work with; a subscription's plan change is
 * quoted by `planChanges`.
 */
export type QuoteDeps = { db: Db; clock: Clock; config: AppConfig; planChanges: PlanChanges };
