import * as z from 'zod/mini';
import { withCancelReason } from '../subscription/cancel-reasons.ts';
import { CANCELLATION_TYPES } from '../subscription/cancellation-type.ts';

/**
 * The `order/v1/orders` payloads that change an existing subscription (spec 001 §7), quoted and
 * confirmed like a new subscription (`createOrderRequestSchema` takes them beside
 * `newSubscription`).
 */
const subscriptionIdSchema = /* @__PURE__ */ z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(64));

export const cancelSubscriptionOrderSchema = /* @__PURE__ */ withCancelReason({
  subscriptionId: subscriptionIdSchema,
  cancellationType: z.enum(CANCELLATION_TYPES),
});
export type CancelSubscriptionOrder = z.infer<typeof cancelSubscriptionOrderSchema>;

/**
 * Where a plan switch was chosen: a new plan (`/subscription/change`), a new billing term only
 * (`/subscription/change-term`), or a retention offer accepted while cancelling.
 */
export const PLAN_SWITCH_FLOWS = ['CHANGE_PLAN', 'CHANGE_TERM', 'SAVE_OFFER'] as const;
export type PlanSwitchFlow = (typeof PLAN_SWITCH_FLOWS)[number];

export const planSwitchOrderSchema = /* @__PURE__ */ z.strictObject({
  subscriptionId: subscriptionIdSchema,
  /** The new offer's plan code. */
  offerId: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)),
  /** A gift card's id: its balance pays first. */
  giftCardId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(64))),
  flow: z.enum(PLAN_SWITCH_FLOWS),
});
export type PlanSwitchOrder = z.infer<typeof planSwitchOrderSchema>;

/** "Keep my subscription": takes back a pending cancellation. */
export const revokeSubscriptionCancellationOrderSchema = /* @__PURE__ */ z.strictObject({
  subscriptionId: subscriptionIdSchema,
});

/** Exactly one of the three kinds, named by its key as on the wire. */
export const orderChangeKindsSchema = /* @__PURE__ */ z.union([
  z.strictObject({ cancelSubscription: cancelSubscriptionOrderSchema }),
  z.strictObject({ planSwitch: planSwitchOrderSchema }),
  z.strictObject({ revokeSubscriptionCancellation: revokeSubscriptionCancellationOrderSchema }),
]);
export type OrderChangeRequest = z.infer<typeof orderChangeKindsSchema>;
