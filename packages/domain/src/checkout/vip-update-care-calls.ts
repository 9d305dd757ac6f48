import * as z from 'zod/mini';
import { DEVICE_TYPES } from '../account/device-types.ts';
import { moneySchema } from '../catalog/money.ts';
import { careVipEligibilityResultSchema } from './vip-care-calls.ts';

/**
 * `offers/vip-update` (flows §4.5, ADR 053): the signed-in owner's Platinum VIP bundle — its two
 * devices, the plan it is on — and the VIP plans of its market it may move to, each priced, with
 * the day the move would take effect. What `purchase/update-vip-subscription` then buys.
 */
export const careVipUpdateOffersRequestSchema = /* @__PURE__ */ z.strictObject({
  /** Either device of the bundle; neither: the account's (first) bundle. */
  radioId: z.optional(z.string().check(z.trim(), z.maxLength(12))),
  subscriptionId: z.optional(z.string().check(z.trim(), z.maxLength(60))),
});
export type CareVipUpdateOffersRequest = z.infer<typeof careVipUpdateOffersRequestSchema>;

export const careVipBundleDeviceSchema = /* @__PURE__ */ z.object({
  bundleRole: z.enum(['primary', 'secondary']),
  kind: z.enum(['radio', 'streaming']),
  subscriptionId: z.string(),
  radioIdLastFour: z.nullable(z.string()),
  deviceType: z.nullable(z.enum(DEVICE_TYPES)),
  /** The day its paid period (or trial) ends; the new plan follows it. YYYY-MM-DD, null if none. */
  paidThrough: z.nullable(z.string()),
});
export type CareVipBundleDevice = z.infer<typeof careVipBundleDeviceSchema>;

export const careVipUpdatePlanSchema = /* @__PURE__ */ z.object({
  planCode: z.string(),
  planName: z.string(),
  /** Monthly, Annual… as the catalog names the term. */
  baseTerm: z.string(),
  /** Months one payment covers. */
  termMonths: z.number().check(z.int(), z.positive()),
  /** The price of one term, before tax. */
  price: moneySchema,
  /** What one term costs a month, for comparison. */
  pricePerMonth: moneySchema,
  /** The bundle's plan now: shown, never bought again. */
  current: z.boolean(),
  /** What moving to it charges today (tax included); nothing when it follows a paid period. */
  dueToday: moneySchema,
  /** The day it would take over on the primary device (YYYY-MM-DD). */
  startsOn: z.string(),
});
export type CareVipUpdatePlan = z.infer<typeof careVipUpdatePlanSchema>;

export const careVipUpdateOffersResultSchema = /* @__PURE__ */ z.object({
  country: z.enum(['us', 'ca']),
  /** The bundle's devices, primary first. */
  devices: z.array(careVipBundleDeviceSchema),
  currentPlanCode: z.string(),
  /** The market's Platinum VIP plans anyone may move to, the current one marked, catalog order. */
  plans: z.array(careVipUpdatePlanSchema),
  /** The card the move is paid with; null: none on file (the purchase answers NO_CARD_ON_ACCOUNT). */
  cardOnFile: z.nullable(z.object({ brand: z.string(), last4: z.string() })),
});
export type CareVipUpdateOffersResult = z.infer<typeof careVipUpdateOffersResultSchema>;

/**
 * `account/vip-second-radio` (ADR 053): a signed-in owner come to `add-second-radio` with neither
 * link nor lookup — their own radio on Platinum VIP alone is the first, answered as the link's
 * lookup answers. Nothing to name: the session's owner is the account.
 */
export const careVipOwnSecondRadioRequestSchema = /* @__PURE__ */ z.strictObject({});
export type CareVipOwnSecondRadioRequest = z.infer<typeof careVipOwnSecondRadioRequestSchema>;

/** The first radio (on VIP alone), its program code and the devices that may join it. */
export const careVipOwnSecondRadioResultSchema = careVipEligibilityResultSchema;
