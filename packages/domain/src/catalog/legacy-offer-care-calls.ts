import * as z from 'zod/mini';
import { LOCALES } from '../locale/locales.ts';
import { CURRENCIES, moneySchema } from './money.ts';

/**
 * Request and answer shapes of the legacy offer calls that have no counterpart shape yet: every
 * package's description (`offers/all-package-desc`) and the market's commerce facts
 * (`offers/commerce/info`).
 */

/** `POST /services/offers/all-package-desc` (flows §0): the package descriptions of the market. */
export const careAllPackageDescRequestSchema = /* @__PURE__ */ z.strictObject({
  locale: z.optional(z.enum(LOCALES)),
  /**
   * Sent by the pages opened from a car's screen. The catalog keeps no lineup per device, so
   * it does not narrow the answer; it is accepted so those pages are not refused.
   */
  oemDevice: z.optional(z.boolean()),
});
export type CareAllPackageDescRequest = z.infer<typeof careAllPackageDescRequestSchema>;

export const packageDescriptionSchema = /* @__PURE__ */ z.object({
  packageId: z.string(),
  packageName: z.string(),
  serviceType: z.enum(['streaming', 'satellite']),
  /** The campaign's heading for the package, when a campaign of the market describes it. */
  description: z.nullable(z.string()),
  /** What the package includes (its channels and features), one line each. */
  features: z.array(z.string()),
});
export type PackageDescription = z.infer<typeof packageDescriptionSchema>;

export const careAllPackageDescResultSchema = /* @__PURE__ */ z.object({
  packages: z.array(packageDescriptionSchema),
});
export type CareAllPackageDescResult = z.infer<typeof careAllPackageDescResultSchema>;

/** `POST /services/offers/commerce/info`: nothing to send; the host names the market. */
export const careCommerceInfoRequestSchema = /* @__PURE__ */ z.strictObject({});

export const commerceInfoSchema = /* @__PURE__ */ z.object({
  country: z.enum(['us', 'ca']),
  currency: z.enum(CURRENCIES),
  /** Where the market's offers on sale are billed (`Direct`, `AppleAppStore`, …), in catalog order. */
  billingPlatforms: z.array(z.string()),
  /**
   * Prices are shown before tax; the quote adds each tax of the service address's state or
   * province (`ADDED_AT_CHECKOUT`), as of the tax table's date.
   */
  taxDisplay: z.literal('ADDED_AT_CHECKOUT'),
  taxTableAsOf: z.string(),
  /** The highest one-time activation fee an offer on sale carries; null when none carries one. */
  activationFee: z.nullable(moneySchema),
  /**
   * The US music royalty fee, in parts per million of the plan price, on packages that carry
   * music (each offer's `royaltyFeeApplies`); null in a market without one.
   */
  royaltyFeeRatePpm: z.nullable(z.number().check(z.int(), z.positive())),
});
export type CommerceInfo = z.infer<typeof commerceInfoSchema>;
