import type {
  CommonConfig,
  Country,
  CountryAppSettings,
  CountryConfig,
  FeatureFlag,
  FeatureFlags,
} from '@orbit/domain';

/** Everything the app knows from its static configuration, merged and typed. */
export type AppConfig = Omit<CommonConfig, 'featureFlags'> &
  Omit<CountryAppSettings, 'featureFlags'> & {
    country: Country;
    /** Host variants whose config files were found and applied, in host order. */
    variants: string[];
    /** The care API base, `/services` included. */
    apiBaseUrl: string;
    /** Each market's web site (origin): where a page sends a visitor to the other country. */
    siteUrls: CountryConfig['siteUrls'];
    featureFlags: FeatureFlags;
    buildHash: string;
  };

export function isFeatureEnabled(
  config: Pick<AppConfig, 'featureFlags'>,
  flag: FeatureFlag,
): boolean {
  return config.featureFlags[flag];
}
