import type { FastifyBaseLogger } from 'fastify';
import type { BillingDeps } from '../../billing/index.ts';
import type { PasswordHasher } from '../../identity/index.ts';
import type { PlanChanges } from './plan-change-port.ts';
import type { SubscriptionChangeOrders } from './subscription-change-orders.ts';
import type { UsedCarTrialChecks } from './used-car-trial-port.ts';

/** What the order and purchase use cases work with; plan changes are `planChanges`' (ADR 030). */
export type CheckoutDeps = BillingDeps & {
  hasher: PasswordHasher;
  planChanges: PlanChanges;
  /** The cancel and revoke order kinds (the subscription module's); without them, refused. */
  subscriptionChanges?: SubscriptionChangeOrders | undefined;
  /** The RTP used-car trial's eligibility (the trials module's); without it, never sold. */
  usedCarTrials?: UsedCarTrialChecks | undefined;
};

/** Per request: the logger (with its request id) for what must reach an operator. */
export type CheckoutRequestDeps = CheckoutDeps & { log: FastifyBaseLogger };
