import {
  type AddressValidationResult,
  addressValidationFallback,
  checkPostalCode,
  normalisePostalCode,
} from '@orbit/domain';
import {
  KNOWN_PLACES,
  provinceMatchesPostalCode,
  provinceOfPostalCode,
  stateOfZip,
} from './postal-regions.ts';

export type ServiceAddressInput = {
  streetAddress?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  zip: string;
  country?: 'US' | 'CA' | undefined;
};

const NOT_VALID: AddressValidationResult = {
  confidenceLevel: 'none',
  status: 'notValid',
  correctedAddresses: [],
};

/** The country a code's shape says, when the caller did not: A1A 1A1 is Canadian. */
function countryOf(input: ServiceAddressInput): 'US' | 'CA' {
  if (input.country) return input.country;
  return /^[A-Za-z]\d[A-Za-z]/.test(input.zip.trim()) ? 'CA' : 'US';
}

/**
 * A rule-based check of a service address's ZIP or postal code (flows §2.1 step 4): the code
 * must have its market's shape and belong to a state (ZIP prefix) or province (first letter).
 * Then: the state given matches → `verified`; another state given, or a known city that differs
 * → `interactionRequired` with the correction; no state given → `verified`. The corrected address
 * has the code normalised, the inferred state and the city when known (the sample of places,
 * else the one given, else empty). A code of no region → confidence `none`, `notValid`.
 */
export function checkServiceAddress(input: ServiceAddressInput): AddressValidationResult {
  const country = countryOf(input);
  const market = country === 'CA' ? 'ca' : 'us';
  const typed = input.zip.trim().toUpperCase();
  if (checkPostalCode(typed, market) !== null) return NOT_VALID;
  const zip = normalisePostalCode(typed, market);
  const inferredState = market === 'us' ? stateOfZip(zip) : provinceOfPostalCode(zip);
  if (!inferredState) return NOT_VALID;
  const givenState = input.state?.trim().toUpperCase() || undefined;
  const stateMatches =
    givenState === undefined ||
    (market === 'us' ? givenState === inferredState : provinceMatchesPostalCode(givenState, zip));
  const knownCity = KNOWN_PLACES[market === 'us' ? zip.slice(0, 5) : zip.slice(0, 3)];
  const givenCity = input.city?.trim() || undefined;
  const cityMatches =
    !knownCity ||
    !givenCity ||
    knownCity.localeCompare(givenCity, 'fr-CA', { sensitivity: 'base' }) === 0;
  const correctedAddresses = [
    {
      addressLine1: input.streetAddress?.trim() ?? '',
      city: knownCity ?? givenCity ?? '',
      state: stateMatches && givenState ? givenState : inferredState,
      zip,
      country,
    },
  ];
  if (stateMatches && cityMatches) {
    return { confidenceLevel: 'verified', status: 'valid', correctedAddresses };
  }
  return { confidenceLevel: 'interactionRequired', status: 'notValid', correctedAddresses };
}

/** Never blocks a customer on our own failure (spec 001 §5): any exception gives the fallback. */
export function checkServiceAddressSafely(input: ServiceAddressInput): AddressValidationResult {
  try {
    return checkServiceAddress(input);
  } catch {
    return addressValidationFallback();
  }
}
