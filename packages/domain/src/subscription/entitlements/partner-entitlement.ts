import * as z from 'zod/mini';
import { partnerRedemptionOf } from '../../catalog/partner-product.ts';
import { LOCALES } from '../../locale/locales.ts';

/**
 * What a partner says of a plan it sold (spec 001 §3 partner entitlement, ADR 077): `pending`
 * until the customer activates it with us; `active` once activated; `cancelled` or `expired`
 * when the partner stopped billing it.
 */
export const PARTNER_ENTITLEMENT_STATUSES = ['pending', 'active', 'cancelled', 'expired'] as const;
export type PartnerEntitlementStatus = (typeof PARTNER_ENTITLEMENT_STATUSES)[number];

/** The billing platforms of a partner's offers (spec 001 §3 offer billingPlatform, not Direct). */
export const PARTNER_BILLING_PLATFORMS = [
  'AmazonAppStore',
  'AppleAppStore',
  'GooglePlayStore',
  'RokuPay',
] as const;
export type PartnerBillingPlatform = (typeof PARTNER_BILLING_PLATFORMS)[number];

/** The commerce subscription source (spec 001 §3) of a subscription a partner bills. */
export const SUBSCRIPTION_SOURCE_OF_PLATFORM: Record<PartnerBillingPlatform, string> = {
  AmazonAppStore: 'amazon',
  AppleAppStore: 'apple',
  GooglePlayStore: 'google',
  RokuPay: 'roku',
};

/** The sources of subscriptions billed by a partner, not by us (no card, no payment doors). */
export const PARTNER_BILLED_SOURCES: ReadonlySet<string> = new Set([
  ...Object.values(SUBSCRIPTION_SOURCE_OF_PLATFORM),
  'alexa',
  'bango',
]);

/** Whether a pending entitlement can still be activated; one activated already is the caller's or not. */
export function entitlementIsActivatable(status: PartnerEntitlementStatus): boolean {
  return status === 'pending';
}

/** Spec 001 §4 redemption, from our status (`pending` → NotRedeemed, anything else Redeemed). */
export const entitlementRedemptionOf = partnerRedemptionOf;

export const entitlementIdSchema = /* @__PURE__ */ z
  .string()
  .check(z.trim(), z.minLength(1), z.maxLength(64));

/** The reseller as the entitlement page names it (spec 000 §3 reseller). */
export const resellerSchema = /* @__PURE__ */ z.object({
  resellerCode: z.string(),
  partnerName: z.string(),
  billingPlatform: z.enum(PARTNER_BILLING_PLATFORMS),
  country: z.enum(['US', 'CA']),
});
export type Reseller = z.infer<typeof resellerSchema>;

/** `POST /identity/customer/entitlement`. */
export const careEntitlementRequestSchema = /* @__PURE__ */ z.strictObject({
  entitlementId: entitlementIdSchema,
  /** The page's language, for the plan's name (en-US when absent). */
  languagePreference: z.optional(z.enum(LOCALES)),
});

/** What the entitlement page needs: whether it is active already, whose it is, what it is. */
export const careEntitlementSchema = /* @__PURE__ */ z.extend(resellerSchema, {
  entitlementId: z.string(),
  isActive: z.boolean(),
  status: z.enum(PARTNER_ENTITLEMENT_STATUSES),
  redemption: z.enum(['NotRedeemed', 'Redeemed']),
  planCode: z.string(),
  packageName: z.string(),
  serviceType: z.enum(['satellite', 'streaming']),
  /** Active on an account of the signed-in caller (false when no one is signed in). */
  isCallers: z.boolean(),
});
export type CareEntitlement = z.infer<typeof careEntitlementSchema>;

/**
 * `POST /trial-activation/activate-third-party-subscription` (flows §8.6): the entitlement on a
 * new account with a new sign-in (email, password, names), or — signed in — on the caller's own
 * account (email and password then unused). `transactionId` is the Idempotency-Key.
 */
export const careActivateThirdPartyRequestSchema = /* @__PURE__ */ z.strictObject({
  transactionId: z.string().check(z.minLength(8), z.maxLength(100)),
  entitlementId: entitlementIdSchema,
  firstName: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  lastName: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  email: z.optional(z.string().check(z.trim(), z.maxLength(254))),
  password: z.optional(z.string().check(z.maxLength(128))),
  languagePreference: z.enum(LOCALES),
});
export type CareActivateThirdPartyRequest = z.infer<typeof careActivateThirdPartyRequestSchema>;

export const careActivateThirdPartyResultSchema = /* @__PURE__ */ z.object({
  resultCode: z.literal('SUCCESS'),
  accountNumber: z.string(),
  subscriptionId: z.string(),
  /** The sign-in the customer listens with (a new one's email, or the caller's). */
  email: z.string(),
  planCode: z.string(),
  packageName: z.string(),
  serviceType: z.enum(['satellite', 'streaming']),
  partnerName: z.string(),
  /** The account was opened by this call (a new customer), not the caller's own. */
  newAccount: z.boolean(),
});
export type CareActivateThirdPartyResult = z.infer<typeof careActivateThirdPartyResultSchema>;

/** A partner entitlement as `partnerentitlements/v1` answers it (spec 001 §3). */
export const partnerEntitlementSchema = /* @__PURE__ */ z.object({
  id: z.string(),
  subscriptionId: z.nullable(z.string()),
  productId: z.string(),
  status: z.enum(PARTNER_ENTITLEMENT_STATUSES),
  redemption: z.enum(['NotRedeemed', 'Redeemed']),
  resellerCode: z.string(),
  partnerName: z.string(),
});
export type PartnerEntitlement = z.infer<typeof partnerEntitlementSchema>;

export const partnerEntitlementListSchema = /* @__PURE__ */ z.object({
  entitlements: z.array(partnerEntitlementSchema),
});

/** `PUT partnerentitlements/v1/activate/{id}`: where the customer sets up or signs in to activate it. */
export const partnerEntitlementSignupSchema = /* @__PURE__ */ z.object({
  signupUrl: z.string(),
  entitlement: partnerEntitlementSchema,
});

/** `PUT activation/v1/grant-access/partner`: the entitlement onto the caller's own account. */
export const grantPartnerAccessRequestSchema = /* @__PURE__ */ z.strictObject({
  partnerEntitlementId: entitlementIdSchema,
});

/**
 * A partner's signed notice of a new or changed entitlement (ADR 077): `noticeId` is unique per
 * partner (a replay is answered, not applied again); `occurredAt` orders notices.
 */
export const partnerNoticeSchema = /* @__PURE__ */ z.strictObject({
  noticeId: z.string().check(z.minLength(1), z.maxLength(100)),
  entitlementId: entitlementIdSchema,
  partnerSubscriptionRef: z.string().check(z.minLength(1), z.maxLength(200)),
  productId: z.string().check(z.minLength(1), z.maxLength(64)),
  status: z.enum(PARTNER_ENTITLEMENT_STATUSES),
  customerEmail: z.optional(z.string().check(z.trim(), z.maxLength(254))),
  occurredAt: z.iso.datetime({ offset: true }),
});
export type PartnerNotice = z.infer<typeof partnerNoticeSchema>;

/** What a partner's state URL answers for one purchase or one customer (sync and restore). */
export const partnerStateSchema = /* @__PURE__ */ z.object({
  purchases: z.array(
    z.object({
      entitlementId: z.string(),
      partnerSubscriptionRef: z.string(),
      productId: z.string(),
      status: z.enum(PARTNER_ENTITLEMENT_STATUSES),
      customerEmail: z.optional(z.string()),
      updatedAt: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type PartnerState = z.infer<typeof partnerStateSchema>;
