import * as z from 'zod/mini';
import { DEVICE_TYPES } from '../account/device-types.ts';
import { moneySchema } from '../catalog/money.ts';
import { careIdentifiedAccountSchema } from '../identification/identified-account.ts';
import { careCaptchaFields } from '../platform/captcha-fields.ts';
import { paymentInfoSchema } from './purchase.ts';
import { VIP_DEVICE_ACTIONS, VIP_DEVICE_STATES, VIP_REFUSAL_CODES } from './vip-devices.ts';

/**
 * The Platinum VIP calls (flows §4.5): the link's token or an organic lookup names the first
 * radio, the answer lists the account's other devices with whether each may be the second, a
 * quote previews both, and one order upgrades both.
 */

/** How the quote and the order name a device: a radio by the deviceRef a lookup gave, streaming by its subscription. */
export const vipDeviceNameSchema = /* @__PURE__ */ z.union([
  z.strictObject({ deviceRef: z.string().check(z.minLength(1), z.maxLength(200)) }),
  z.strictObject({ subscriptionId: z.string().check(z.minLength(1), z.maxLength(60)) }),
]);
export type VipDeviceName = z.infer<typeof vipDeviceNameSchema>;

export const careVipDeviceSchema = /* @__PURE__ */ z.object({
  kind: z.enum(['radio', 'streaming']),
  /** What the quote and the order send back to name it. */
  device: vipDeviceNameSchema,
  radioIdLastFour: z.nullable(z.string()),
  deviceType: z.nullable(z.enum(DEVICE_TYPES)),
  /** A streaming subscription's sign-in, masked. */
  maskedUsername: z.nullable(z.string()),
  /** The package running on it; null when closed. */
  planName: z.nullable(z.string()),
  state: z.enum(VIP_DEVICE_STATES),
  /** What an order would do to it. */
  action: z.enum(VIP_DEVICE_ACTIONS),
  eligible: z.boolean(),
  /** Why it is not eligible, in the spec's field-error shape; empty when it is. */
  fieldErrors: z.array(
    z.object({ errorCode: z.enum(VIP_REFUSAL_CODES), fieldName: z.literal('secondDevice') }),
  ),
});
export type CareVipDevice = z.infer<typeof careVipDeviceSchema>;

/** The first radio, and every other device of its account with whether it may be the second. */
export const careVipEligibilityResultSchema = /* @__PURE__ */ z.object({
  programCode: z.nullable(z.string()),
  country: z.enum(['us', 'ca']),
  firstDevice: careVipDeviceSchema,
  /** Whether the first radio itself may be upgraded (spec field-error shape, field `firstDevice`). */
  firstDeviceErrors: z.array(
    z.object({ errorCode: z.enum(VIP_REFUSAL_CODES), fieldName: z.literal('firstDevice') }),
  ),
  secondDevices: z.array(careVipDeviceSchema),
});
export type CareVipEligibilityResult = z.infer<typeof careVipEligibilityResultSchema>;

const token = /* @__PURE__ */ z.string().check(z.minLength(1), z.maxLength(1000));

/** `account/token/upgrade-vip`: the account the link was sent for, masked. */
export const careVipTokenRequestSchema = /* @__PURE__ */ z.strictObject({ token });
export type CareVipTokenRequest = z.infer<typeof careVipTokenRequestSchema>;

export const careVipTokenResultSchema = /* @__PURE__ */ z.object({
  account: careIdentifiedAccountSchema,
  programCode: z.nullable(z.string()),
  firstRadioIdLastFour: z.string(),
});
export type CareVipTokenResult = z.infer<typeof careVipTokenResultSchema>;

export const careVipTokenEligibilityRequestSchema = /* @__PURE__ */ z.strictObject({
  token,
  tokenType: z.literal('UPGRADE_VIP'),
  student: z.boolean(),
});
export type CareVipTokenEligibilityRequest = z.infer<typeof careVipTokenEligibilityRequestSchema>;

/**
 * `account/vip-eligible-radios`, the organic lookup: the radio by its id (or a subscription by
 * its id) and the account by its number or the holder's last name, as `account/non-pii`.
 */
export const careVipLookupRequestSchema = /* @__PURE__ */ z.strictObject({
  accountNumber: z.optional(z.string().check(z.trim(), z.maxLength(20))),
  radioId: z.optional(z.string().check(z.trim(), z.maxLength(12))),
  lastName: z.optional(z.string().check(z.trim(), z.maxLength(50))),
  subscriptionId: z.optional(z.string().check(z.trim(), z.maxLength(60))),
  programCode: z.optional(z.string().check(z.trim(), z.maxLength(40))),
  ...careCaptchaFields,
});
export type CareVipLookupRequest = z.infer<typeof careVipLookupRequestSchema>;

/** The two devices as the customer chose them; the program code names the VIP plan. */
const vipChoice = {
  programCode: /* @__PURE__ */ z.string().check(z.trim(), z.minLength(1), z.maxLength(40)),
  firstDevice: vipDeviceNameSchema,
  secondDevice: vipDeviceNameSchema,
};

export const careVipQuoteRequestSchema = /* @__PURE__ */ z.strictObject(vipChoice);
export type CareVipQuoteRequest = z.infer<typeof careVipQuoteRequestSchema>;

export const careVipQuotedDeviceSchema = /* @__PURE__ */ z.object({
  role: z.enum(['first', 'second']),
  /** primary carries the VIP price; secondary the bundle's companion plan. */
  bundleRole: z.enum(['primary', 'secondary']),
  device: vipDeviceNameSchema,
  action: z.enum(VIP_DEVICE_ACTIONS),
  planCode: z.string(),
  planName: z.string(),
  /** The day VIP starts on it (YYYY-MM-DD). */
  startsOn: z.string(),
  dueToday: moneySchema,
  /** The monthly price once VIP runs on it (the companion's is zero). */
  monthlyPrice: moneySchema,
});
export type CareVipQuotedDevice = z.infer<typeof careVipQuotedDeviceSchema>;

export const careVipQuoteResultSchema = /* @__PURE__ */ z.object({
  /** In the order the purchase will upgrade them (flows §4.5: swapped when the first is a trial). */
  devices: z.array(careVipQuotedDeviceSchema),
  dueToday: moneySchema,
});
export type CareVipQuoteResult = z.infer<typeof careVipQuoteResultSchema>;

export const purchaseUpgradeVipRequestSchema = /* @__PURE__ */ z.strictObject({
  ...vipChoice,
  paymentInfo: paymentInfoSchema,
  /** The charge agreement was ticked. */
  agreementAccepted: z.literal(true),
  ...careCaptchaFields,
});
export type PurchaseUpgradeVipRequest = z.infer<typeof purchaseUpgradeVipRequestSchema>;

/** One device's own result: the web shows each ("upgrading devices", then per-device outcomes). */
export const vipDeviceOutcomeSchema = /* @__PURE__ */ z.object({
  role: z.enum(['first', 'second']),
  bundleRole: z.enum(['primary', 'secondary']),
  action: z.enum(VIP_DEVICE_ACTIONS),
  /** upgraded; alreadyVip (an earlier order did it, nothing charged); failed; notAttempted. */
  outcome: z.enum(['upgraded', 'alreadyVip', 'failed', 'notAttempted']),
  subscriptionId: z.nullable(z.string()),
  radioIdLastFour: z.nullable(z.string()),
  orderId: z.nullable(z.string()),
  charged: z.nullable(moneySchema),
  /** The refusal that failed it (a card decline: send again with a new transaction id). */
  error: z.nullable(
    z.object({
      errorCode: z.string(),
      fieldErrors: z.array(z.object({ errorCode: z.string(), fieldName: z.string() })),
    }),
  ),
});
export type VipDeviceOutcome = z.infer<typeof vipDeviceOutcomeSchema>;

export const purchaseVipResultSchema = /* @__PURE__ */ z.object({
  /** SUCCESS: both upgraded; PARTIAL: the primary upgraded, the secondary failed. */
  status: z.enum(['SUCCESS', 'PARTIAL']),
  devices: z.array(vipDeviceOutcomeSchema),
  /** The pvip bundle (spec 001 §3), once both devices are on it. */
  bundle: z.nullable(
    z.object({ primarySubscriptionId: z.string(), secondarySubscriptionId: z.string() }),
  ),
});
export type PurchaseVipResult = z.infer<typeof purchaseVipResultSchema>;

/** `purchase/update-vip-subscription`: another VIP plan for a bundle, from its next renewal. */
export const purchaseUpdateVipRequestSchema = /* @__PURE__ */ z.strictObject({
  radioId: z.optional(z.string().check(z.trim(), z.maxLength(12))),
  subscriptionId: z.optional(z.string().check(z.trim(), z.maxLength(60))),
  plans: z
    .array(
      z.strictObject({ planCode: z.string().check(z.trim(), z.minLength(1), z.maxLength(60)) }),
    )
    .check(z.minLength(1), z.maxLength(1)),
  emailAddressChanged: z.boolean(),
  paymentInfo: z.strictObject({
    useCardOnfile: z.literal(true),
    transactionId: z.string().check(z.minLength(8), z.maxLength(100)),
  }),
  ...careCaptchaFields,
});
export type PurchaseUpdateVipRequest = z.infer<typeof purchaseUpdateVipRequestSchema>;

export const purchaseUpdateVipResultSchema = /* @__PURE__ */ z.object({
  status: z.literal('SUCCESS'),
  orderId: z.string(),
  primarySubscriptionId: z.string(),
  planCode: z.string(),
  /** The day the new plan takes over (the end of what is paid; YYYY-MM-DD). */
  startsOn: z.string(),
  charged: moneySchema,
});
export type PurchaseUpdateVipResult = z.infer<typeof purchaseUpdateVipResultSchema>;
