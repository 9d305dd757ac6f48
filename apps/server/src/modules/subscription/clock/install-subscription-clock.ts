import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { PaymentGateway } from '../../../platform/payments/payment-gateway.ts';
import { conversionConsentFor } from '../conversion-consent/index.ts';
import type { PeriodChargeOutcome } from './charge-period.ts';
import type { SubscriptionClockDeps } from './clock-deps.ts';
import { defineSubscriptionClock, retryPeriodCharge } from './subscription-clock.ts';

/** What the rest of the server asks of the subscription clock. */
export type SubscriptionClock = {
  /** Dunning's retry of a declined period (attempt 2, 3…; ADR 075). */
  retryPeriodCharge(request: {
    subscriptionId: string;
    periodStart: Date;
    attempt: number;
    at: Date;
  }): Promise<PeriodChargeOutcome | { status: 'notDue' }>;
};

declare module 'fastify' {
  interface FastifyInstance {
    subscriptionClock: SubscriptionClock;
  }
}

/**
 * Puts the subscription clock on the app's scheduler (ADR 074): its planner, period charges and
 * ends of service, the Quebec consent asked at a trial's conversion (ADR 075).
 */
export function installSubscriptionClock(
  app: FastifyInstance,
  deps: { config: AppConfig; db: Db; gateway: PaymentGateway },
): void {
  const clockDeps: SubscriptionClockDeps = {
    db: deps.db,
    gateway: deps.gateway,
    scheduler: app.scheduler,
    conversionConsent: conversionConsentFor,
  };
  defineSubscriptionClock(app.scheduler, clockDeps, deps.config.scheduler.billingSweepSeconds);
  app.decorate('subscriptionClock', {
    retryPeriodCharge: (request) => retryPeriodCharge(clockDeps, request),
  } satisfies SubscriptionClock);
}
