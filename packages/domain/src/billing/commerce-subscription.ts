import * as z from 'zod/mini';
import { moneySchema } from '../catalog/money.ts';
import { BILLING_PERIOD_UNITS } from '../catalog/offer.ts';
import { PLAN_PHASES } from '../catalog/plan-phase.ts';

/**
 * `subscription/v1/subscriptions` (spec 001 §3 Commerce subscription): a subscription as the
 * commerce services see it, its phases in order and the one running now.
 */
export const COMMERCE_SUBSCRIPTION_STATES = ['active', 'pending_cancellation', 'closed'] as const;

export const commerceSubscriptionPhaseSchema = /* @__PURE__ */ z.object({
  type: z.enum(PLAN_PHASES),
  /** The legacy plan type: TRIAL, PROMO, PROMO_MCP, SELF_PAY… */
  planType: z.string(),
  offerId: z.string(),
  billingPeriod: z.enum(BILLING_PERIOD_UNITS),
  billingPeriodCount: z.number().check(z.int(), z.positive()),
  started: z.iso.datetime(),
  /** Null for the phase that renews until cancelled. */
  ends: z.nullable(z.iso.datetime()),
  price: moneySchema,
  isPrepaid: z.boolean(),
});

export const commerceSubscriptionSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  state: z.enum(COMMERCE_SUBSCRIPTION_STATES),
  source: z.string(),
  offerId: z.string(),
  currentPhase: z.nullable(commerceSubscriptionPhaseSchema),
  offers: z.object({ active: z.array(z.string()), pending: z.array(z.string()) }),
  offerPhases: z.array(commerceSubscriptionPhaseSchema),
  started: z.iso.datetime(),
  ends: z.nullable(z.iso.datetime()),
  terminated: z.nullable(z.iso.datetime()),
  expires: z.nullable(z.iso.datetime()),
  /** Who listens on it besides the payer: the streaming sign-in created with it. */
  beneficiaries: z.array(z.object({ identityId: z.string() })),
  billingProfileId: z.nullable(z.string()),
  serviceType: z.enum(['streaming', 'satellite']),
  /** The radio's last four, for a satellite subscription. */
  radioIdLastFour: z.nullable(z.string()),
});
export type CommerceSubscription = z.infer<typeof commerceSubscriptionSchema>;

export const commerceSubscriptionListSchema = /* @__PURE__ */ z.object({
  subscriptions: z.array(commerceSubscriptionSchema),
});
