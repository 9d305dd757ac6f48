import * as z from 'zod/mini';
import { COUNTRIES } from '../locale/locales.ts';

/**
 * The static JSON configuration the web app loads at start, each file requested with the
 * build hash as `?v=`: the country config, the common config, the app settings of the
 * visitor's country, then any variant configs named by the host. Later files override earlier
 * ones; feature flags are merged flag by flag.
 */

const flagStringsSchema = z.record(z.string(), z.string());

/** `config/country.json`: where each market's care API lives. */
export const countryConfigSchema = z.object({
  apiPath: z.literal('/services'),
  /** Care API base of each market, path `/services` included. Empty origin means "this host". */
  apiBaseUrls: z.object({ us: z.string(), ca: z.string() }),
  /**
   * Origin of each market's web app: where a page sends a visitor to the other country's site
   * (`onboarding/activate-device-for-location`). The host still decides a page's own market.
   */
  siteUrls: z.object({ us: z.string(), ca: z.string() }),
});
export type CountryConfig = z.infer<typeof countryConfigSchema>;

/** `config/common.json`: settings shared by both markets. */
export const commonConfigSchema = z.object({
  featureFlags: flagStringsSchema,
  chatProvider: z.object({ name: z.string(), url: z.string(), queue: z.string() }),
  playerToken: z.object({
    baseUrl: z.string(),
    org: z.string(),
    disabled: z.boolean(),
    /** Comma-separated user-agent platforms for which no player token is requested. */
    disableForBrowserUserAgentPlatforms: z.string(),
  }),
  smartLinks: z.object({ playerApp: z.string(), playerAppStore: z.string() }),
  clientIds: z.object({ amazon: z.string(), google: z.string(), sdk: z.string() }),
  /** Login with Amazon's authorization page, opened in the Alexa-linking popup (ADR 076). */
  amazonLoginUrl: z.string(),
  contentManagement: z.object({
    baseUrl: z.string(),
    spaceId: z.string(),
    environment: z.string(),
    accessToken: z.string(),
  }),
  isOem: z.literal(false),
});
export type CommonConfig = z.infer<typeof commonConfigSchema>;

/** `config/app-settings.<country>.json`: one market's URLs and switches. */
export const countryAppSettingsSchema = z.object({
  country: z.enum(COUNTRIES),
  apiUrl: z.string(),
  accountCentre: z.object({ homeUrl: z.string(), loginUrl: z.string() }),
  care: z.object({
    helpUrl: z.string(),
    contactUrl: z.string(),
    phone: z.string(),
    /** The number the do-not-call pages give when a request cannot be taken online (flows §8.3). */
    doNotCallPhone: z.string(),
    /** The short code a customer texts "Refresh" to instead of using the refresh page (flows §8.2). */
    refreshShortCode: z.string(),
    /**
     * The toll-free lines of roll-to-choice renewal (flows §4.1): one for customers who came by a
     * renewal-by-choice link, one for proactive renewal offers.
     */
    renewalPhones: z.object({ choice: z.string(), proactive: z.string() }),
  }),
  dotComUrl: z.string(),
  identityVerification: z.object({ studentWidgetUrl: z.string(), identityWidgetUrl: z.string() }),
  paymentProvider: z.object({ name: z.string(), tokenizerUrl: z.string() }),
  featureFlags: flagStringsSchema,
});
export type CountryAppSettings = z.infer<typeof countryAppSettingsSchema>;

/** `config/variants/<name>.json`: optional overrides for a host variant. */
export const variantConfigSchema = z.object({
  name: z.string(),
  featureFlags: z._default(flagStringsSchema, {}),
});
export type VariantConfig = z.infer<typeof variantConfigSchema>;

export const STATIC_CONFIG_PATHS = {
  country: '/config/country.json',
  common: '/config/common.json',
  appSettings: (country: (typeof COUNTRIES)[number]) => `/config/app-settings.${country}.json`,
  variant: (name: string) => `/config/variants/${name}.json`,
} as const;

/** The query parameter that carries the build hash on every config request. */
export const BUILD_HASH_PARAM = 'v';
