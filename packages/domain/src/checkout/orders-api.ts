import * as z from 'zod/mini';
import { moneySchema } from '../catalog/money.ts';
import { PLAN_PHASES } from '../catalog/plan-phase.ts';
import { cancelReasonSchema } from '../subscription/cancel-reasons.ts';
import { CANCELLATION_TYPES } from '../subscription/cancellation-type.ts';
import { PLAN_CHANGE_TIMINGS } from '../subscription/change-care-calls.ts';
import { orderChangeKindsSchema, PLAN_SWITCH_FLOWS } from './order-change-kinds.ts';
import { quoteFeeSchema, quoteTaxSchema } from './quote-schema.ts';

/**
 * `order/v1` (spec 001 §3 Order, §4 Order flow, §7): an order is created as a priced quote, kept
 * 30 minutes, then confirmed once with an `Idempotency-Key`. The request takes one of four
 * kinds: `newSubscription`, or a change of an existing subscription (`orderChangeKindsSchema`:
 * `cancelSubscription`, `planSwitch`, `revokeSubscriptionCancellation`).
 */
export const ORDER_STATUSES = ['quoted', 'confirmed', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const newSubscriptionOrderSchema = /* @__PURE__ */ z.strictObject({
  /** The offer's plan code (`US_STREAM_PLAT_MO`). */
  offerId: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  promoCode: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
  /** A satellite offer's radio: its radio id. */
  deviceId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  /** A gift card's id: its balance pays first. */
  giftCardId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  /** The caller's payment method to charge (`pm_…`); its profile's default otherwise. */
  stripePaymentMethodId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
});

export const ORDER_KINDS = [
  'newSubscription',
  'planSwitch',
  'cancelSubscription',
  'revokeSubscriptionCancellation',
] as const;
export type OrderKind = (typeof ORDER_KINDS)[number];

export const createNewSubscriptionOrderRequestSchema = /* @__PURE__ */ z.strictObject({
  newSubscription: newSubscriptionOrderSchema,
});
export type CreateNewSubscriptionOrderRequest = z.infer<
  typeof createNewSubscriptionOrderRequestSchema
>;

/** Exactly one kind, named by its key as on the wire. */
export const createOrderRequestSchema = /* @__PURE__ */ z.union([
  createNewSubscriptionOrderRequestSchema,
  ...orderChangeKindsSchema.def.options,
]);
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

/** One priced line of a charge: an offer over a period. */
export const orderChargeLineSchema = /* @__PURE__ */ z.object({
  offerId: z.string(),
  description: z.string(),
  phase: z.enum(PLAN_PHASES),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  termLength: z.number().check(z.int(), z.positive()),
  amount: moneySchema,
});

export const orderChargeSchema = /* @__PURE__ */ z.object({
  lines: z.array(orderChargeLineSchema),
  taxes: z.array(quoteTaxSchema),
  /** The MRF (music royalty fee) and a radio's activation fee. */
  fees: z.array(quoteFeeSchema),
  total: moneySchema,
});
export type OrderCharge = z.infer<typeof orderChargeSchema>;

/**
 * What an order costs: today (`oneTimeCharge`, or `zeroCharge` when today costs nothing, as a
 * free trial), a promotional price that repeats (`repeatingCharge`), and the full price that
 * renews until cancelled (`ongoingCharge`). Absent kinds are null.
 */
export const orderChargesSchema = /* @__PURE__ */ z.object({
  oneTimeCharge: z.nullable(orderChargeSchema),
  repeatingCharge: z.nullable(orderChargeSchema),
  ongoingCharge: z.nullable(orderChargeSchema),
  zeroCharge: z.nullable(orderChargeSchema),
});

/** A cancellation order: what it does, as previewed when quoted and done when confirmed. */
export const orderCancellationSchema = /* @__PURE__ */ z.object({
  cancellationType: z.enum(CANCELLATION_TYPES),
  reasonCode: cancelReasonSchema,
  /** The day service stops, YYYY-MM-DD. */
  serviceEndsOn: z.iso.date(),
  /** Paid back to the card; zero when nothing is refunded. */
  refund: moneySchema,
});

/** A plan switch: from which plan, through which flow, and when the new plan starts. */
export const orderPlanSwitchSchema = /* @__PURE__ */ z.object({
  flow: z.enum(PLAN_SWITCH_FLOWS),
  fromOfferId: z.string(),
  timing: z.enum(PLAN_CHANGE_TIMINGS),
  /** The day the new plan starts, YYYY-MM-DD. */
  effectiveOn: z.iso.date(),
});

export const orderSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  kind: z.enum(ORDER_KINDS),
  status: z.enum(ORDER_STATUSES),
  /** Set once confirmed. */
  subscriptionId: z.nullable(z.string()),
  created: z.iso.datetime(),
  /** A quoted order must be confirmed before this. */
  expires: z.iso.datetime(),
  confirmed: z.nullable(z.iso.datetime()),
  offerId: z.string(),
  promoCode: z.nullable(z.string()),
  charges: orderChargesSchema,
  /** What the account owed before, and owes once this order is paid (a card pays the rest). */
  previousBalance: moneySchema,
  postPurchaseBalance: moneySchema,
  /** The gift card's balance before the order, when one pays part of it. */
  giftCardBalance: z.nullable(moneySchema),
  /** Why a confirm failed (CARD_DECLINED…); the order is then closed: create another. */
  failureCode: z.nullable(z.string()),
  /** Set for a `cancelSubscription` order. */
  cancellation: z.nullable(orderCancellationSchema),
  /** Set for a `planSwitch` order. */
  planSwitch: z.nullable(orderPlanSwitchSchema),
});
export type Order = z.infer<typeof orderSchema>;
