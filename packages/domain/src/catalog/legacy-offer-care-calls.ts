import { z } from 'zod';
import { LOCALES } from '../locale/locales.ts';

/**
 * Request and answer shapes of the legacy offer calls that have no counterpart shape yet: every
 * package's description (`offers/all-package-desc`) and the market's commerce facts
 * (`offers/commerce/info`).
 */

/** `POST /services/offers/all-package-desc` (flows §0): the package descriptions of the market. */
export const careAllPackageDescRequestSchema = /* @__PURE__ */ z
  .object({
    locale: z.enum(LOCALES).optional(),
    /**
     * Sent by the pages opened from a car's screen. The catalog keeps no lineup per device, so
     * it does not narrow the answer; it is accepted so those pages are not refused.
     */
    oemDevice: z.boolean().optional(),
  })
  .strict();
export type CareAllPackageDescRequest = z.infer<typeof careAllPackageDescRequestSchema>;

export const packageDescriptionSchema = /* @__PURE__ */ z.object({
  packageId: z.string(),
  packageName: z.string(),
  serviceType: z.enum(['streaming', 'satellite']),
  /** The campaign's heading for the package, when a campaign of the market describes it. */
  description: z.string().nullable(),
  /** What the package includes (its channels and features), one line each. */
  features: z.array(z.string()),
});
export type PackageDescription = z.infer<typeof packageDescriptionSchema>;

export const careAllPackageDescResultSchema = /* @__PURE__ */ z.object({
  packages: z.array(packageDescriptionSchema),
});
export type CareAllPackageDescResult = z.infer<typeof careAllPackageDescResultSchema>;
