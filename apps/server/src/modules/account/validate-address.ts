import {
  type AddressCountry,
  type AddressValidationResult,
  addressValidationFallback,
  type Country,
  checkPostalCode,
  marketOf,
  normaliseCountryCode,
  readAddressValidation,
  type ValidateAddressRequest,
} from '@orbit/domain';
import {
  KNOWN_PLACES,
  provinceMatchesPostalCode,
  provinceOfPostalCode,
  stateOfZip,
} from '../checkout/index.ts';
import {
  standardiseCity,
  standardiseRegion,
  standardiseStreetLine,
  standardiseZip,
} from './address-standard.ts';

type TypedAddress = ValidateAddressRequest['address'];

const NOT_VALID = { confidenceLevel: 'none', status: 'notValid', correctedAddresses: [] } as const;

/**
 * The address's country: the one it names (US, USA, Canada…), else the one its zip's shape says
 * (A1A 1A1 is Canadian), else the account's market. Undefined for a country we do not serve.
 */
function countryOf(address: TypedAddress, accountMarket: Country): AddressCountry | undefined {
  if (address.country?.trim()) return normaliseCountryCode(address.country);
  if (/^\s*[A-Za-z]\d[A-Za-z]/.test(address.zip)) return 'CA';
  if (/^\s*\d/.test(address.zip)) return 'US';
  return accountMarket === 'ca' ? 'CA' : 'US';
}

/**
 * The raw answer of our address check, shaped as an address service's: the zip must have its
 * country's shape and belong to a state (USPS 3-digit prefix) or province (Canada Post's first
 * letter), else `notValid` with no confidence. The standardised address is then suggested:
 * `verified` and `valid` when the state (and the city, where we know the zip's city) agree with
 * the zip; `interactionRequired` and `notValid` with the zip's state or city when they do not,
 * or when no state was given. No suggestion without a street and a city.
 */
function checkAddress(address: TypedAddress, accountMarket: Country): unknown {
  const country = countryOf(address, accountMarket);
  if (!country) return undefined;
  const market = marketOf(country);
  const zip = standardiseZip(address.zip, market);
  if (checkPostalCode(zip, market) !== null) return NOT_VALID;
  const zipRegion = market === 'us' ? stateOfZip(zip) : provinceOfPostalCode(zip);
  if (!zipRegion) return NOT_VALID;
  const line1 = standardiseStreetLine(address.addressLine1, country);
  const line2 = standardiseStreetLine(address.addressLine2 ?? '', country);
  const city = standardiseCity(address.city);
  if (!line1 || !city) return NOT_VALID;
  const state = address.state?.trim() ? standardiseRegion(address.state, market) : undefined;
  const stateMatches =
    state !== undefined &&
    (market === 'us' ? state === zipRegion : provinceMatchesPostalCode(state, zip));
  const knownCity = KNOWN_PLACES[market === 'us' ? zip.slice(0, 5) : zip.slice(0, 3)];
  const cityMatches =
    !knownCity || knownCity.localeCompare(city, 'fr-CA', { sensitivity: 'base' }) === 0;
  const corrected = {
    addressLine1: line1,
    addressLine2: line2,
    // The known spelling (Montréal for montreal) whether or not the city typed matched it.
    city: knownCity ?? city,
    state: stateMatches && state ? state : zipRegion,
    zip,
    country,
  };
  return stateMatches && cityMatches
    ? { confidenceLevel: 'verified', status: 'valid', correctedAddresses: [corrected] }
    : {
        confidenceLevel: 'interactionRequired',
        status: 'notValid',
        correctedAddresses: [corrected],
      };
}

/**
 * `POST /validate/address`: the check's answer read as any address service's is
 * (`readAddressValidation`: suggestions kept only when complete, values trimmed). A failure of
 * ours, or a country we cannot judge, never blocks the customer: valid, confidence none.
 */
export function validateAddress(
  address: TypedAddress,
  accountMarket: Country,
): AddressValidationResult {
  try {
    return readAddressValidation(checkAddress(address, accountMarket));
  } catch {
    return addressValidationFallback();
  }
}
