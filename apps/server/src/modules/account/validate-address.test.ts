import { addressValidationResultSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { accountCaller, careData, careError, signedInOwner } from './account.testing.ts';
import { standardiseRegion, standardiseStreetLine, standardiseZip } from './address-standard.ts';
import { validateAddress } from './validate-address.ts';

const address = (values: Record<string, string>) => ({
  addressLine1: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  ...values,
});

describe('address standardisation', () => {
  it.each([
    ['100 congress avenue', 'US', '100 Congress Ave'],
    ['  100   CONGRESS   AVENUE  ', 'US', '100 Congress Ave'],
    ['1600 Pennsylvania Avenue Northwest', 'US', '1600 Pennsylvania Ave NW'],
    ['12 north main street apartment 4b', 'US', '12 N Main St Apt 4B'],
    ['500 Main St.', 'US', '500 Main St'],
    ['77 West 42nd Street Suite 300', 'US', '77 W 42nd St Ste 300'],
    ['1 Avenue Road', 'US', '1 Avenue Rd'],
    ['400 rue sainte-catherine o', 'CA', '400 rue Sainte-Catherine O'],
    ['1200 AVENUE DU PARC', 'CA', '1200 avenue du Parc'],
    ['Jean-Talon Street East', 'CA', 'Jean-Talon St E'],
  ] as const)('%s (%s) → %s', (line, country, expected) => {
    expect(standardiseStreetLine(line, country)).toBe(expected);
  });

  it('reads a state or province by code or by name, and spells zips canonically', () => {
    expect(standardiseRegion(' tx ', 'us')).toBe('TX');
    expect(standardiseRegion('Texas', 'us')).toBe('TX');
    expect(standardiseRegion('quebec', 'ca')).toBe('QC');
    expect(standardiseRegion('Colombie-Britannique', 'ca')).toBe('BC');
    expect(standardiseRegion('Atlantis', 'us')).toBe('ATLANTIS');
    expect(standardiseZip('787011234', 'us')).toBe('78701-1234');
    expect(standardiseZip('h3b1a6', 'ca')).toBe('H3B 1A6');
  });
});

describe('validateAddress', () => {
  it('verifies an address whose state and city agree with the zip, standardised', () => {
    expect(
      validateAddress(
        address({ addressLine1: '100 congress avenue', city: 'austin', state: 'texas' }),
        'us',
      ),
    ).toEqual({
      confidenceLevel: 'verified',
      status: 'valid',
      correctedAddresses: [
        {
          addressLine1: '100 Congress Ave',
          city: 'Austin',
          state: 'TX',
          zip: '78701',
          country: 'US',
        },
      ],
    });
  });

  it('suggests the zip’s state, or its city, when the address says otherwise', () => {
    expect(validateAddress(address({ state: 'OK' }), 'us')).toEqual({
      confidenceLevel: 'interactionRequired',
      status: 'notValid',
      correctedAddresses: [expect.objectContaining({ state: 'TX', city: 'Austin' })],
    });
    expect(validateAddress(address({ city: 'Dallas' }), 'us')).toMatchObject({
      confidenceLevel: 'interactionRequired',
      correctedAddresses: [expect.objectContaining({ city: 'Austin', state: 'TX' })],
    });
    expect(validateAddress(address({ state: '' }), 'us')).toMatchObject({
      confidenceLevel: 'interactionRequired',
      correctedAddresses: [expect.objectContaining({ state: 'TX' })],
    });
  });

  it('says notValid, with no confidence and nothing to suggest, for a zip of no shape or region', () => {
    const notValid = { confidenceLevel: 'none', status: 'notValid', correctedAddresses: [] };
    expect(validateAddress(address({ zip: '7870' }), 'us')).toEqual(notValid);
    // 969xx is Guam: no state we serve.
    expect(validateAddress(address({ zip: '96910' }), 'us')).toEqual(notValid);
    expect(validateAddress(address({ zip: 'D1A 1A1', country: 'CA' }), 'ca')).toEqual(notValid);
  });

  it('keeps only complete suggestions: no street or no city, nothing suggested', () => {
    expect(validateAddress(address({ addressLine1: '   ' }), 'us')).toEqual({
      confidenceLevel: 'none',
      status: 'notValid',
      correctedAddresses: [],
    });
    expect(validateAddress(address({ city: ' ' }), 'us').correctedAddresses).toEqual([]);
  });

  it('falls back to valid with no confidence when it cannot judge the address', () => {
    const fallback = { confidenceLevel: 'none', status: 'valid', correctedAddresses: [] };
    expect(validateAddress(address({ country: 'Mexico' }), 'us')).toEqual(fallback);
    const broken = { ...address({}), addressLine1: 42 as unknown as string };
    expect(validateAddress(broken, 'us')).toEqual(fallback);
  });

  it('reads a Canadian address: province by name, postal code by its first letter, accents aside', () => {
    expect(
      validateAddress(
        {
          addressLine1: '400 rue sainte-catherine o',
          addressLine2: null,
          city: 'montreal',
          state: 'Québec',
          zip: 'h3b1a6',
        },
        'ca',
      ),
    ).toEqual({
      confidenceLevel: 'verified',
      status: 'valid',
      correctedAddresses: [
        {
          addressLine1: '400 rue Sainte-Catherine O',
          city: 'Montréal',
          state: 'QC',
          zip: 'H3B 1A6',
          country: 'CA',
        },
      ],
    });
    expect(
      validateAddress(address({ state: 'ON', zip: 'H3B 1A6', city: 'Montréal' }), 'ca'),
    ).toMatchObject({
      status: 'notValid',
      correctedAddresses: [expect.objectContaining({ state: 'QC' })],
    });
    // X is both Northwest Territories and Nunavut.
    expect(
      validateAddress(address({ state: 'NU', zip: 'X0A 0H0', city: 'Iqaluit' }), 'ca').status,
    ).toBe('valid');
  });
});

describe('POST /services/validate/address', () => {
  it('answers the signed-in owner', async () => {
    const caller = await signedInOwner();
    const result = careData(
      await caller.post('/services/validate/address', {
        address: address({ addressLine1: '100 congress avenue', addressLine2: ' apt 5 ' }),
      }),
      addressValidationResultSchema,
    );
    expect(result).toMatchObject({
      confidenceLevel: 'verified',
      correctedAddresses: [{ addressLine1: '100 Congress Ave', addressLine2: 'Apt 5' }],
    });
  });

  it('is for a caller with an account: 401 for a visitor, 400 for a malformed body', async () => {
    const visitor = await accountCaller();
    careError(
      await visitor.post('/services/validate/address', { address: address({}) }),
      401,
      'UNAUTHENTICATED_CUSTOMER',
    );
    const owner = await signedInOwner();
    careError(
      await owner.post('/services/validate/address', { address: { city: 'Austin' } }),
      400,
      'INVALID_PAYLOAD',
    );
  });
});
