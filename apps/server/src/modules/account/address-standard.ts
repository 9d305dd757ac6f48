import {
  type AddressCountry,
  CA_PROVINCES,
  type Country,
  isRegionOf,
  normalisePostalCode,
  US_STATES,
} from '@orbit/domain';

/**
 * Address standardisation as the postal services write addresses (USPS Publication 28, Canada
 * Post's addressing guidelines), for the parts a rule can do without a street database: spacing,
 * case, the usual abbreviations of street types, directions and unit designators, the state or
 * province code, the zip's canonical spelling.
 */

/** English street types and their abbreviations; they come after the street's name. */
const STREET_TYPES: Readonly<Record<string, string>> = {
  street: 'St',
  st: 'St',
  avenue: 'Ave',
  ave: 'Ave',
  boulevard: 'Blvd',
  blvd: 'Blvd',
  drive: 'Dr',
  dr: 'Dr',
  road: 'Rd',
  rd: 'Rd',
  lane: 'Ln',
  ln: 'Ln',
  court: 'Ct',
  ct: 'Ct',
  place: 'Pl',
  pl: 'Pl',
  terrace: 'Ter',
  ter: 'Ter',
  parkway: 'Pkwy',
  pkwy: 'Pkwy',
  highway: 'Hwy',
  hwy: 'Hwy',
  circle: 'Cir',
  cir: 'Cir',
  square: 'Sq',
  sq: 'Sq',
  trail: 'Trl',
  trl: 'Trl',
  crescent: 'Cres',
  cres: 'Cres',
};

const DIRECTIONS: Readonly<Record<string, string>> = {
  north: 'N',
  south: 'S',
  east: 'E',
  west: 'W',
  northeast: 'NE',
  northwest: 'NW',
  southeast: 'SE',
  southwest: 'SW',
  n: 'N',
  s: 'S',
  e: 'E',
  w: 'W',
  ne: 'NE',
  nw: 'NW',
  se: 'SE',
  sw: 'SW',
};

const UNITS: Readonly<Record<string, string>> = {
  apartment: 'Apt',
  apt: 'Apt',
  suite: 'Ste',
  ste: 'Ste',
  unit: 'Unit',
  floor: 'Fl',
  fl: 'Fl',
  room: 'Rm',
  rm: 'Rm',
  building: 'Bldg',
  bldg: 'Bldg',
};

/**
 * French street types (rue, chemin…) come before the name and stay lower case, as do the
 * particles of French names (rue de la Montagne), when Canada's case is put right.
 */
const FRENCH_LOWER_CASE = new Set([
  'rue',
  'chemin',
  'boulevard',
  'boul',
  'avenue',
  'av',
  'rang',
  'route',
  'montée',
  'côte',
  'place',
  'ruelle',
  'impasse',
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'et',
]);

const keyOf = (word: string) => word.toLowerCase().replace(/[.,]+$/, '');

function capitalised(word: string): string {
  if (/^\d+(st|nd|rd|th)$/i.test(word)) return word.toLowerCase();
  if (/\d/.test(word)) return word.toUpperCase();
  return word
    .toLowerCase()
    .split('-')
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('-');
}

/** Typed all in one case (MAIN ST, main st): the case carries nothing and may be rewritten. */
function isSingleCase(text: string): boolean {
  return text === text.toUpperCase() || text === text.toLowerCase();
}

/** One address line: spacing, abbreviations, and case when it was typed in one case. */
export function standardiseStreetLine(line: string, country: AddressCountry): string {
  const words = line.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const recase = isSingleCase(line);
  const hasNumber = /^\d/.test(words[0] ?? '');
  // The first word of the name: a street type there is French (rue, avenue du Parc), not a suffix.
  const nameStart = hasNumber ? 1 : 0;
  const lastTypeAt = words.findLastIndex(
    (word, index) => index > nameStart && Object.hasOwn(STREET_TYPES, keyOf(word)),
  );
  return words
    .map((word, index) => {
      const key = keyOf(word);
      const next = words[index + 1];
      if (index === lastTypeAt) return STREET_TYPES[key] ?? word;
      const atDirectionSpot = index === nameStart || index === words.length - 1;
      if (atDirectionSpot && words.length > 2 && Object.hasOwn(DIRECTIONS, key)) {
        return DIRECTIONS[key] ?? word;
      }
      if (next !== undefined && Object.hasOwn(UNITS, key)) return UNITS[key] ?? word;
      if (!recase) return word.replace(/\.$/, '');
      if (country === 'CA' && index > 0 && FRENCH_LOWER_CASE.has(key)) return key;
      return capitalised(word.replace(/\.$/, ''));
    })
    .join(' ');
}

export function standardiseCity(city: string): string {
  const words = city.trim().split(/\s+/).filter(Boolean);
  if (!isSingleCase(city)) return words.join(' ');
  return words.map(capitalised).join(' ');
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z]/gi, '')
    .toLowerCase();

/** A state or province as its two-letter code, from a code or a name in English or French. */
export function standardiseRegion(value: string, market: Country): string {
  const typed = value.trim();
  if (isRegionOf(typed.toUpperCase(), market)) return typed.toUpperCase();
  const regions = market === 'us' ? US_STATES : CA_PROVINCES;
  const wanted = fold(typed);
  const named = regions.find(
    (region) => fold(region.name.en) === wanted || fold(region.name.fr) === wanted,
  );
  return named?.code ?? typed.toUpperCase();
}

/** ZIP (a 9-digit ZIP+4 gets its hyphen) or postal code (A1A 1A1) in its canonical spelling. */
export function standardiseZip(zip: string, market: Country): string {
  const compact = zip.trim().replace(/\s+/g, '');
  if (market === 'us' && /^\d{9}$/.test(compact))
    return `${compact.slice(0, 5)}-${compact.slice(5)}`;
  return normalisePostalCode(market === 'ca' ? compact : zip, market);
}
