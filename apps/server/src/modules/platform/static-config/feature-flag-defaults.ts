import { FEATURE_FLAGS, type FeatureFlag } from '@orbit/domain';

/**
 * Flag values every deployment starts from, as the strings the web app expects. New-flow flags
 * are off until the issue that builds the flow turns them on; the passkey flag is on (spec 001
 * §9: "Passkey feature flag is on"). FEATURE_FLAG_OVERRIDES and variant files change them.
 */
const ON_BY_DEFAULT: ReadonlySet<FeatureFlag> = new Set<FeatureFlag>(['enablePasskeySetup']);

export function featureFlagStrings(
  overrides: Partial<Record<FeatureFlag, 'true' | 'false'>>,
): Record<FeatureFlag, 'true' | 'false'> {
  const flags = {} as Record<FeatureFlag, 'true' | 'false'>;
  for (const flag of FEATURE_FLAGS) {
    flags[flag] = overrides[flag] ?? (ON_BY_DEFAULT.has(flag) ? 'true' : 'false');
  }
  return flags;
}
