import {
  countryFromHost,
  type FeatureFlagStrings,
  type FeatureFlags,
  parseFeatureFlags,
  STATIC_CONFIG_PATHS,
  variantsFromHost,
} from '@orbit/domain';
import type { StaticConfigSet } from '../platform/index.ts';

/**
 * The static configuration files a host's web app reads at start, keyed by path, exactly as
 * `/config/*.json` answers them (`null` for a variant the host names and the server has not), and
 * the feature flags they add up to.
 */
export function startupConfigFilesFor(
  set: StaticConfigSet,
  hostname: string,
): { files: Record<string, unknown>; flags: FeatureFlags } {
  const country = countryFromHost(hostname);
  const settings = set.appSettings[country];
  const files: Record<string, unknown> = {
    [STATIC_CONFIG_PATHS.country]: set.country,
    [STATIC_CONFIG_PATHS.common]: set.common,
    [STATIC_CONFIG_PATHS.appSettings(country)]: settings,
  };
  const flagStrings: FeatureFlagStrings = { ...set.common.featureFlags, ...settings.featureFlags };
  for (const name of variantsFromHost(hostname)) {
    const variant = set.variants.get(name);
    files[STATIC_CONFIG_PATHS.variant(name)] = variant ?? null;
    Object.assign(flagStrings, variant?.featureFlags);
  }
  return { files, flags: parseFeatureFlags(flagStrings) };
}
