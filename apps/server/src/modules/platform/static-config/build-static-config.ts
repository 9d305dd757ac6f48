import {
  CARE_API_PATH,
  COUNTRIES,
  type CommonConfig,
  type Country,
  type CountryAppSettings,
  type CountryConfig,
  commonConfigSchema,
  countryAppSettingsSchema,
  countryConfigSchema,
  type VariantConfig,
} from '@orbit/domain';
import { z } from 'zod';
import type { AppConfig } from '../../../config.ts';
import { SANDBOX_TOKENS_PATH } from '../../../platform/payments/sandbox-tokenizer.platform-routes.ts';
import { featureFlagStrings } from './feature-flag-defaults.ts';

export type StaticConfigSet = {
  country: CountryConfig;
  common: CommonConfig;
  appSettings: Record<Country, CountryAppSettings>;
  variants: ReadonlyMap<string, VariantConfig>;
};

function checked<T>(schema: z.core.$ZodType<T>, value: unknown, document: string): T {
  const parsed = z.safeParse(schema, value);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw new Error(`Static config ${document} does not match its schema: ${problems.join('; ')}`);
}

function appSettings(config: AppConfig, country: Country): unknown {
  const market = config.markets[country];
  return {
    country,
    apiUrl: market.apiUrl,
    accountCentre: {
      homeUrl: market.accountCentreUrl,
      loginUrl: `${market.accountCentreUrl}/login`,
    },
    care: {
      helpUrl: `${market.careUrl}/help`,
      contactUrl: `${market.careUrl}/contact`,
      phone: market.carePhone,
      doNotCallPhone: market.doNotCallPhone,
      refreshShortCode: market.refreshShortCode,
      renewalPhones: market.renewalPhones,
    },
    dotComUrl: market.dotComUrl,
    identityVerification: {
      studentWidgetUrl: `${config.identityVerificationUrl}/student/widget.js`,
      identityWidgetUrl: `${config.identityVerificationUrl}/identity/widget.js`,
    },
    paymentProvider: {
      name: config.paymentProvider,
      // Never under /services: card numbers must not reach the care API (ADR 009).
      tokenizerUrl: config.paymentTokenizerUrl ?? `${market.apiUrl}${SANDBOX_TOKENS_PATH}`,
    },
    // Market-specific flag overrides; the shared flags are in common.json.
    featureFlags: {},
  };
}

function common(config: AppConfig): unknown {
  return {
    featureFlags: featureFlagStrings(config.featureFlagOverrides),
    chatProvider: { name: config.chat.provider, url: config.chat.url, queue: config.chat.queue },
    playerToken: {
      baseUrl: config.playerToken.baseUrl,
      org: config.playerToken.org,
      disabled: config.playerToken.disabled,
      disableForBrowserUserAgentPlatforms: config.playerToken.disabledPlatforms,
    },
    smartLinks: {
      playerApp: `${config.playerAppUrl}/open`,
      playerAppStore: `${config.playerAppUrl}/get-the-app`,
    },
    clientIds: { ...config.clientIds },
    amazonLoginUrl: config.accountLinking.amazon.loginUrl,
    contentManagement: { ...config.contentManagement },
    isOem: false,
  };
}

/**
 * Builds the startup configuration files of spec 000 §7 from the server configuration and
 * checks each against its domain schema, so a bad deployment setting fails the start.
 */
export function buildStaticConfig(
  config: AppConfig,
  variants: ReadonlyMap<string, VariantConfig>,
): StaticConfigSet {
  const country = checked(
    countryConfigSchema,
    {
      apiPath: CARE_API_PATH,
      apiBaseUrls: {
        us: `${config.markets.us.apiUrl}${CARE_API_PATH}`,
        ca: `${config.markets.ca.apiUrl}${CARE_API_PATH}`,
      },
      siteUrls: { us: config.markets.us.siteUrl, ca: config.markets.ca.siteUrl },
    },
    'country.json',
  );
  const settings = {} as Record<Country, CountryAppSettings>;
  for (const market of COUNTRIES) {
    settings[market] = checked(
      countryAppSettingsSchema,
      appSettings(config, market),
      `app-settings.${market}.json`,
    );
  }
  return {
    country,
    common: checked(commonConfigSchema, common(config), 'common.json'),
    appSettings: settings,
    variants,
  };
}
