import * as z from 'zod/mini';
import { careDeviceLookupResultSchema } from '../identification/device-lookup.ts';
import { LOCALES } from '../locale/locales.ts';
import { changeOfferSchema, currentPlanSchema } from '../subscription/change-care-calls.ts';

/**
 * The care calls of a package upgrade link (flows §4.4): an email says "upgrade to All Access"
 * and links to `subscribe/checkout/upgrade/tier-up/targeted` (or `fp/targeted`, full price) with
 * a signed token naming the radio and the program code. The page reads the radio from the token
 * (`account/token/pkg-upgrade`), then the packages above the current one
 * (`offers/customer/upgrade`); the order is `purchase/add-subscription` for a closed radio,
 * `purchase/change-subscription` for an active one.
 */
export const PACKAGE_UPGRADE_KINDS = ['TIER_UP', 'FULL_PRICE'] as const;
export type PackageUpgradeKind = (typeof PACKAGE_UPGRADE_KINDS)[number];

export const carePackageUpgradeTokenRequestSchema = /* @__PURE__ */ z.strictObject({
  token: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
});
export type CarePackageUpgradeTokenRequest = z.infer<typeof carePackageUpgradeTokenRequestSchema>;

/**
 * The radio the link names, masked as every way in answers it (find-your-radio, a sales link),
 * the upgrade offer's program code and kind, and the subscription to upgrade: its id while one
 * runs on the radio (null for a closed radio, which gets a new subscription).
 */
export const carePackageUpgradeTokenResultSchema = /* @__PURE__ */ z.extend(
  careDeviceLookupResultSchema,
  {
    programCode: z.string(),
    upgradeKind: z.enum(PACKAGE_UPGRADE_KINDS),
    subscriptionId: z.nullable(z.string()),
    /** The radio's market: the page prices the offers there. */
    country: z.enum(['us', 'ca']),
  },
);
export type CarePackageUpgradeTokenResult = z.infer<typeof carePackageUpgradeTokenResultSchema>;

export const careUpgradeOffersRequestSchema = /* @__PURE__ */ z.strictObject({
  subscriptionId: z.string().check(z.trim(), z.minLength(1), z.maxLength(64)),
  locale: z.optional(z.enum(LOCALES)),
});
export type CareUpgradeOffersRequest = z.infer<typeof careUpgradeOffersRequestSchema>;

/** The plan today and every plan of a package above it (each an ADD, ADR 030). */
export const careUpgradeOffersResultSchema = /* @__PURE__ */ z.object({
  currentPlan: currentPlanSchema,
  offers: z.array(changeOfferSchema).check(z.minLength(1)),
});
export type CareUpgradeOffersResult = z.infer<typeof careUpgradeOffersResultSchema>;
