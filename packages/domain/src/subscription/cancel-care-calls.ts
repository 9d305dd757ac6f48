import * as z from 'zod/mini';
import { presentedOfferSchema } from '../catalog/care-offers.ts';
import { moneySchema } from '../catalog/money.ts';
import { LOCALES } from '../locale/locales.ts';
import { cancelReasonSchema, withCancelReason } from './cancel-reasons.ts';
import { CANCELLATION_TYPES } from './cancellation-type.ts';
import { currentPlanSchema, subscriptionIdSchema } from './change-care-calls.ts';
import { modifySubscriptionOptionsSchema } from './subscription-options.ts';

/**
 * The care calls of cancel (flows §5.2): what may be done with a subscription and what a
 * cancellation would mean (`account-mgmt/modify-subscription-options`), at most one retention
 * offer (`offers/customer/cancel`), the cancellation itself (`cancel/subscription`), taking it
 * back ("Keep my subscription", `cancel/subscription/revoke`) and the page's use case
 * (`apigateway/update-usecase`).
 */
export const careSubscriptionOptionsRequestSchema = /* @__PURE__ */ z.strictObject({
  subscriptionId: subscriptionIdSchema,
});

/** What cancelling today would mean: shown on the review step before the customer confirms. */
export const cancellationPreviewSchema = /* @__PURE__ */ z.object({
  cancellationType: z.enum(CANCELLATION_TYPES),
  /** The day service stops, YYYY-MM-DD (today for IMMEDIATE). */
  serviceEndsOn: z.iso.date(),
  /** Paid back to the card the term was paid with; zero when nothing is refunded. */
  refund: moneySchema,
  refundedDays: z.number().check(z.int(), z.nonnegative()),
  ofDays: z.number().check(z.int(), z.positive()),
  /** A trial ends at its conversion date and nothing more is charged. */
  isTrial: z.boolean(),
});
export type CancellationPreview = z.infer<typeof cancellationPreviewSchema>;

export const careSubscriptionOptionsResultSchema = /* @__PURE__ */ z.extend(
  modifySubscriptionOptionsSchema,
  {
    currentPlan: currentPlanSchema,
    /** Null when the subscription cannot be cancelled (pending, ended, nothing left to cancel). */
    cancellation: z.nullable(cancellationPreviewSchema),
  },
);
export type CareSubscriptionOptionsResult = z.infer<typeof careSubscriptionOptionsResultSchema>;

export const careCancelOffersRequestSchema = /* @__PURE__ */ z.strictObject({
  subscriptionId: subscriptionIdSchema,
  cancelReason: cancelReasonSchema,
  streaming: z.optional(z.boolean()),
  student: z.optional(z.boolean()),
  programCode: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(40))),
  locale: z.optional(z.enum(LOCALES)),
});
export type CareCancelOffersRequest = z.infer<typeof careCancelOffersRequestSchema>;

/** At most one offer, so that declining it is one click; null when none fits. */
export const careCancelOffersResultSchema = /* @__PURE__ */ z.object({
  offer: z.nullable(presentedOfferSchema),
});
export type CareCancelOffersResult = z.infer<typeof careCancelOffersResultSchema>;

/**
 * `cancel/subscription`: `inAuthId` is the page's transaction id (`OAC-<uuid>`), sent as the
 * Idempotency-Key: a repeated press answers the first cancellation.
 */
export const careCancelSubscriptionRequestSchema = /* @__PURE__ */ withCancelReason({
  subscriptionId: subscriptionIdSchema,
  inAuthId: z.string().check(z.minLength(8), z.maxLength(100)),
});
export type CareCancelSubscriptionRequest = z.infer<typeof careCancelSubscriptionRequestSchema>;

export const careCancellationResultSchema = /* @__PURE__ */ z.object({
  /** Printed on the confirmation and in its email. */
  confirmationNumber: z.string(),
  subscriptionId: z.string(),
  cancellationType: z.enum(CANCELLATION_TYPES),
  serviceEndsOn: z.iso.date(),
  refund: moneySchema,
  /** The last day the refund should reach the card, YYYY-MM-DD; null without a refund. */
  refundArrivesBy: z.nullable(z.iso.date()),
  isTrial: z.boolean(),
});
export type CareCancellationResult = z.infer<typeof careCancellationResultSchema>;

export const careRevokeCancellationRequestSchema = /* @__PURE__ */ z.strictObject({
  subscriptionId: subscriptionIdSchema,
});

export const careRevokeCancellationResultSchema = /* @__PURE__ */ z.object({
  subscriptionId: z.string(),
  /** The day the subscription renews again, YYYY-MM-DD. */
  renewsOn: z.nullable(z.iso.date()),
});
export type CareRevokeCancellationResult = z.infer<typeof careRevokeCancellationResultSchema>;

export const CARE_USE_CASES = ['ONLINE_CANCELLATION'] as const;
export const careUseCaseRequestSchema = /* @__PURE__ */ z.strictObject({
  useCase: z.enum(CARE_USE_CASES),
});
export type CareUseCaseRequest = z.infer<typeof careUseCaseRequestSchema>;
export const careUseCaseResultSchema = /* @__PURE__ */ z.object({
  useCase: z.enum(CARE_USE_CASES),
});
