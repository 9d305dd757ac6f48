/**
 * Which state a US ZIP code belongs to (by its first three digits, the USPS sectional centres),
 * and which province a Canadian postal code belongs to (by its first letter, Canada Post's
 * districts). Military (AA/AE/AP) and territories not sold in (GU, VI…) are left out: their
 * codes are not a service address we take. docs/payments.md shows the table.
 */
const US_ZIP3_RANGES: readonly [number, number, string][] = [
  [5, 5, 'NY'],
  [6, 7, 'PR'],
  [9, 9, 'PR'],
  [10, 27, 'MA'],
  [28, 29, 'RI'],
  [30, 38, 'NH'],
  [39, 49, 'ME'],
  [50, 54, 'VT'],
  [55, 55, 'MA'],
  [56, 59, 'VT'],
  [60, 69, 'CT'],
  [70, 89, 'NJ'],
  [100, 149, 'NY'],
  [150, 196, 'PA'],
  [197, 199, 'DE'],
  [200, 200, 'DC'],
  [201, 201, 'VA'],
  [202, 205, 'DC'],
  [206, 219, 'MD'],
  [220, 246, 'VA'],
  [247, 268, 'WV'],
  [270, 289, 'NC'],
  [290, 299, 'SC'],
  [300, 319, 'GA'],
  [320, 339, 'FL'],
  [341, 349, 'FL'],
  [350, 369, 'AL'],
  [370, 385, 'TN'],
  [386, 397, 'MS'],
  [398, 399, 'GA'],
  [400, 427, 'KY'],
  [430, 459, 'OH'],
  [460, 479, 'IN'],
  [480, 499, 'MI'],
  [500, 528, 'IA'],
  [530, 549, 'WI'],
  [550, 567, 'MN'],
  [569, 569, 'DC'],
  [570, 577, 'SD'],
  [580, 588, 'ND'],
  [590, 599, 'MT'],
  [600, 629, 'IL'],
  [630, 658, 'MO'],
  [660, 679, 'KS'],
  [680, 693, 'NE'],
  [700, 714, 'LA'],
  [716, 729, 'AR'],
  [730, 732, 'OK'],
  [733, 733, 'TX'],
  [734, 749, 'OK'],
  [750, 799, 'TX'],
  [800, 816, 'CO'],
  [820, 831, 'WY'],
  [832, 838, 'ID'],
  [840, 847, 'UT'],
  [850, 865, 'AZ'],
  [870, 884, 'NM'],
  [885, 885, 'TX'],
  [889, 898, 'NV'],
  [900, 961, 'CA'],
  [967, 968, 'HI'],
  [970, 979, 'OR'],
  [980, 994, 'WA'],
  [995, 999, 'AK'],
];

const CA_PROVINCE_BY_FIRST_LETTER: Readonly<Record<string, string>> = {
  A: 'NL',
  B: 'NS',
  C: 'PE',
  E: 'NB',
  G: 'QC',
  H: 'QC',
  J: 'QC',
  K: 'ON',
  L: 'ON',
  M: 'ON',
  N: 'ON',
  P: 'ON',
  R: 'MB',
  S: 'SK',
  T: 'AB',
  V: 'BC',
  // X covers both territories carved from the old Northwest Territories.
  X: 'NT',
  Y: 'YT',
};

/** Postal districts shared by two regions: either one is right. */
const ALSO_RIGHT: Readonly<Record<string, string>> = { X: 'NU' };

/** The state of a 5-digit ZIP (or ZIP+4), or undefined when no state of ours has it. */
export function stateOfZip(zip: string): string | undefined {
  const prefix = Number(zip.slice(0, 3));
  if (!/^\d{5}/.test(zip)) return undefined;
  return US_ZIP3_RANGES.find(([low, high]) => prefix >= low && prefix <= high)?.[2];
}

/** The province of a postal code (A1A 1A1), or undefined for a letter Canada Post does not use. */
export function provinceOfPostalCode(postalCode: string): string | undefined {
  return CA_PROVINCE_BY_FIRST_LETTER[postalCode.trim().charAt(0).toUpperCase()];
}

/** Whether a region code may go with a Canadian postal code's first letter. */
export function provinceMatchesPostalCode(province: string, postalCode: string): boolean {
  const letter = postalCode.trim().charAt(0).toUpperCase();
  return provinceOfPostalCode(postalCode) === province || ALSO_RIGHT[letter] === province;
}

/**
 * A few places the rules can name a city for (the demo addresses and the largest cities), by
 * ZIP or by the first three characters of a postal code (its forward sortation area). A real
 * address service answers for every address; this sample only fills the city when it knows.
 */
export const KNOWN_PLACES: Readonly<Record<string, string>> = {
  '10001': 'New York',
  '10022': 'New York',
  '02108': 'Boston',
  '20001': 'Washington',
  '33139': 'Miami Beach',
  '60601': 'Chicago',
  '78701': 'Austin',
  '90210': 'Beverly Hills',
  '94103': 'San Francisco',
  '98101': 'Seattle',
  H2X: 'Montréal',
  H3B: 'Montréal',
  G1R: 'Québec',
  K1A: 'Ottawa',
  M5V: 'Toronto',
  T2P: 'Calgary',
  V6B: 'Vancouver',
};
