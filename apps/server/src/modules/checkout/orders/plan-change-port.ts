import type {
  CareQuoteRequest,
  CareQuoteResult,
  Locale,
  Order,
  PlanSwitchOrder,
  PurchaseChangeSubscriptionRequest,
  PurchaseOffer2OfferRequest,
  PurchaseStudentRolloverRequest,
} from '@orbit/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { StoredAnswer } from '../../../platform/idempotency/idempotency-store.ts';
import type { IdempotencyClaim } from '../../../platform/idempotency/idempotent-request.ts';
import type { BillingDeps, PaymentCaller } from '../../billing/index.ts';
import type { SubscriptionCaller } from './named-subscription.ts';
import type { OrderRow } from './order-store.ts';
import type { PurchaseContext } from './purchase-context.ts';

/** What a plan change is priced with (no payment). */
export type PlanChangeQuoteDeps = { db: Db; clock: Clock; config: AppConfig };
/** What a plan change is confirmed with: the commerce deps and the request's logger. */
export type PlanChangeDeps = BillingDeps & { log: FastifyBaseLogger };

/**
 * The plan changes of a paid subscription (ADR 030), served by the subscription module behind
 * checkout's own calls: the subscription module builds on checkout (its orders, pricing and
 * confirm), so checkout reaches it only through this port, handed over by app.ts.
 */
export interface PlanChanges {
  /**
   * `quotes/quote` with a `subscriptionId`: the plan-change preview of a subscription past its
   * trial (a quoted planSwitch order); undefined for one in its trial (the follow-trial quote).
   */
  careQuote(
    deps: PlanChangeQuoteDeps,
    input: {
      request: CareQuoteRequest & { subscriptionId: string };
      locale: Locale;
      caller: Omit<SubscriptionCaller, 'now'>;
      /** Where the request came from: gift card lookups are counted per address. */
      clientAddress: string;
    },
  ): Promise<CareQuoteResult | undefined>;
  /** `purchase/change-subscription` with a `quoteId`: confirms that quoted change. */
  carePurchase(
    deps: PlanChangeDeps,
    context: PurchaseContext,
    body: PurchaseChangeSubscriptionRequest & { quoteId: string },
  ): Promise<StoredAnswer>;
  /** `purchase/offer2offer`: a plan switch priced and confirmed in one call. */
  offerToOffer(
    deps: PlanChangeDeps,
    context: PurchaseContext,
    body: PurchaseOffer2OfferRequest,
  ): Promise<StoredAnswer>;
  /** `purchase/student-rollover`: the student plan at the next renewal (ADR 067). */
  studentRollover(
    deps: PlanChangeDeps,
    context: PurchaseContext,
    body: PurchaseStudentRolloverRequest,
  ): Promise<StoredAnswer>;
  /** `order/v1/orders` with `planSwitch`: the quoted order. */
  createServiceOrder(
    deps: PlanChangeDeps,
    caller: PaymentCaller,
    request: PlanSwitchOrder,
  ): Promise<Order>;
  /** `order/v1/orders/{id}/confirm` of a planSwitch order the caller owns. */
  confirmServiceOrder(
    deps: PlanChangeDeps,
    caller: PaymentCaller,
    order: OrderRow,
    claim: IdempotencyClaim,
  ): Promise<StoredAnswer>;
}
