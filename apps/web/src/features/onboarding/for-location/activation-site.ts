import type { CallerCountry, Country } from '@orbit/domain';
import { ACTIVATE_DEVICE_PATH } from '../onboarding-paths.ts';

export type ActivationSite =
  | { kind: 'thisSite' }
  | { kind: 'otherSite'; country: Country; url: string };

/**
 * Where a TV's activation goes for a caller of `country`: this site's `activate-device` when the
 * caller is in this site's country, in neither, or the other site's address is not configured;
 * else the other country's site, the link's query (the TV's code) kept.
 */
export function activationSiteOf(input: {
  country: CallerCountry;
  siteCountry: Country;
  siteUrls: Readonly<Record<Country, string>>;
  search: string;
}): ActivationSite {
  const { country, siteCountry, siteUrls, search } = input;
  if (country === 'unknown' || country === siteCountry) return { kind: 'thisSite' };
  const origin = siteUrls[country].trim().replace(/\/+$/, '');
  if (!origin) return { kind: 'thisSite' };
  return { kind: 'otherSite', country, url: `${origin}${ACTIVATE_DEVICE_PATH}${search}` };
}
