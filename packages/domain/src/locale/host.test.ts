import { describe, expect, it } from 'vitest';
import { countryFromHost, variantsFromHost } from './host.ts';

describe('countryFromHost', () => {
  it.each([
    ['can.localhost', 'ca'],
    ['care.uatca.orbitradio.com', 'ca'],
    ['care.orbitradio.ca', 'ca'],
    ['CARE.ORBITRADIO.CA.', 'ca'],
    ['www-can.orbitradio.com', 'ca'],
    ['localhost', 'us'],
    ['care.orbitradio.com', 'us'],
    ['127.0.0.1', 'us'],
  ] as const)('%s is the %s site', (host, country) => {
    expect(countryFromHost(host)).toBe(country);
  });
});

describe('variantsFromHost', () => {
  it('reads variant names from variant- and variantapp- labels', () => {
    expect(variantsFromHost('variant-preview.care.orbitradio.com')).toEqual(['preview']);
    expect(variantsFromHost('variantapp-blue.variant-red.localhost')).toEqual(['blue', 'red']);
  });

  it('finds none on an ordinary host or a bare prefix', () => {
    expect(variantsFromHost('care.orbitradio.com')).toEqual([]);
    expect(variantsFromHost('variant-.localhost')).toEqual([]);
  });
});
