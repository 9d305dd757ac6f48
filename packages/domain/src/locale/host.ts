import type { Country } from './locales.ts';

/**
 * The host name decides the market: a name containing `can` or `uatca`, or ending in `.ca`,
 * is the Canadian site (`can.localhost` works for local testing); anything else is the US site.
 */
export function countryFromHost(hostname: string): Country {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.includes('can') || host.includes('uatca') || host.endsWith('.ca')) return 'ca';
  return 'us';
}

const VARIANT_PREFIXES = ['variantapp-', 'variant-'] as const;

/** What a variant name may look like (it names a config file: `config/variants/<name>.json`). */
export const VARIANT_NAME_PATTERN = /^[a-z0-9-]{1,40}$/;

/**
 * Variant names come from host labels that begin `variant-` or `variantapp-`
 * (`variant-blue.care.example.com` → `blue`). Each names an optional variant config file.
 */
export function variantsFromHost(hostname: string): string[] {
  const variants: string[] = [];
  for (const label of hostname.toLowerCase().split('.')) {
    for (const prefix of VARIANT_PREFIXES) {
      if (label.startsWith(prefix) && label.length > prefix.length) {
        variants.push(label.slice(prefix.length));
        break;
      }
    }
  }
  return variants.filter((name) => VARIANT_NAME_PATTERN.test(name));
}
