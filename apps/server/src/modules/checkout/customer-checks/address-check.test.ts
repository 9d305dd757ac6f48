import { describe, expect, it } from 'vitest';
import { checkServiceAddress } from './address-check.ts';
import { provinceOfPostalCode, stateOfZip } from './postal-regions.ts';

describe('the ZIP and postal code tables', () => {
  it.each([
    ['10022', 'NY'],
    ['02108', 'MA'],
    ['78701', 'TX'],
    ['73301', 'TX'],
    ['73101', 'OK'],
    ['90210', 'CA'],
    ['99501', 'AK'],
    ['00901', 'PR'],
    ['20001', 'DC'],
    ['96910', undefined],
    ['34001', undefined],
  ])('ZIP %s is in %s', (zip, state) => {
    expect(stateOfZip(zip)).toBe(state);
  });

  it.each([
    ['H3B 1A6', 'QC'],
    ['K1A 0B1', 'ON'],
    ['V6B 1A1', 'BC'],
    ['A1C 5M2', 'NL'],
    ['X0A 0H0', 'NT'],
    ['D1A 1A1', undefined],
  ])('postal code %s is in %s', (code, province) => {
    expect(provinceOfPostalCode(code)).toBe(province);
  });
});

describe('checkServiceAddress', () => {
  it('verifies a ZIP alone, naming its state (and city when known)', () => {
    expect(checkServiceAddress({ zip: '78701' })).toEqual({
      confidenceLevel: 'verified',
      status: 'valid',
      correctedAddresses: [
        { addressLine1: '', city: 'Austin', state: 'TX', zip: '78701', country: 'US' },
      ],
    });
    expect(checkServiceAddress({ zip: '15213' }).correctedAddresses[0]).toMatchObject({
      state: 'PA',
      city: '',
    });
  });

  it('asks for a look when the state does not go with the ZIP, and corrects it', () => {
    expect(
      checkServiceAddress({ zip: '10022', state: 'NJ', city: 'New York', country: 'US' }),
    ).toEqual({
      confidenceLevel: 'interactionRequired',
      status: 'notValid',
      correctedAddresses: [
        { addressLine1: '', city: 'New York', state: 'NY', zip: '10022', country: 'US' },
      ],
    });
  });

  it('reads Canadian codes by their first letter, normalising them', () => {
    expect(
      checkServiceAddress({ zip: 'h3b1a6', state: 'QC', streetAddress: ' 400 rue X ' }),
    ).toEqual({
      confidenceLevel: 'verified',
      status: 'valid',
      correctedAddresses: [
        { addressLine1: '400 rue X', city: 'Montréal', state: 'QC', zip: 'H3B 1A6', country: 'CA' },
      ],
    });
    expect(
      checkServiceAddress({ zip: 'H3B 1A6', state: 'ON', country: 'CA' }).confidenceLevel,
    ).toBe('interactionRequired');
    expect(checkServiceAddress({ zip: 'X0A 0H0', state: 'NU' }).confidenceLevel).toBe('verified');
  });

  it('flags a known city that is not the one typed', () => {
    expect(checkServiceAddress({ zip: '94103', state: 'CA', city: 'Oakland' })).toMatchObject({
      confidenceLevel: 'interactionRequired',
      correctedAddresses: [{ city: 'San Francisco' }],
    });
    expect(
      checkServiceAddress({ zip: 'H3B 1A6', state: 'QC', city: 'montreal' }).confidenceLevel,
    ).toBe('verified');
  });

  it.each([['1234'], ['ABCDE'], ['96910'], ['D1A 1A1'], ['']])(
    'gives no confidence to %j',
    (zip) => {
      expect(checkServiceAddress({ zip })).toEqual({
        confidenceLevel: 'none',
        status: 'notValid',
        correctedAddresses: [],
      });
    },
  );
});
