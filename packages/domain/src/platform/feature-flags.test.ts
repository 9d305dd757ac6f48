import { describe, expect, it } from 'vitest';
import { FEATURE_FLAGS, parseFeatureFlags, parseFlagString } from './feature-flags.ts';

describe('feature flags', () => {
  it('reads "true" in any case as on and everything else as off', () => {
    expect(parseFlagString('true')).toBe(true);
    expect(parseFlagString(' TRUE ')).toBe(true);
    expect(parseFlagString('false')).toBe(false);
    expect(parseFlagString('')).toBe(false);
    expect(parseFlagString('yes')).toBe(false);
    expect(parseFlagString(undefined)).toBe(false);
  });

  it('lists every known flag, missing ones off', () => {
    const flags = parseFeatureFlags({ enableVegaCheckout: 'true', somethingElse: 'true' });
    expect(Object.keys(flags).sort()).toEqual([...FEATURE_FLAGS].sort());
    expect(flags.enableVegaCheckout).toBe(true);
    expect(flags.enablePasskeySetup).toBe(false);
  });
});
