import type { Db } from '../../../db/client.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import type { Scheduler } from '../../../platform/scheduler/index.ts';

/**
 * What the clock asks before a trial converts to paid (ADR 074, the Quebec rule of ADR 075):
 * `missing` ends the trial and charges nothing.
 */
export type ConversionConsent = (
  db: Db,
  subscriptionId: string,
  at: Date,
) => Promise<{ kind: 'notNeeded' } | { kind: 'given' } | { kind: 'missing' }>;

export type SubscriptionClockDeps = {
  db: Db;
  gateway: PaymentGateway;
  scheduler: Pick<Scheduler, 'enqueue'>;
  conversionConsent: ConversionConsent;
};
