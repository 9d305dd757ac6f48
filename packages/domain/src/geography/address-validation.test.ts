import { describe, expect, it } from 'vitest';
import {
  addressValidationFallback,
  addressValidationResultSchema,
  keepCorrectedAddresses,
  readAddressValidation,
} from './address-validation.ts';

const good = {
  addressLine1: ' 1 Main St ',
  addressLine2: '  ',
  city: ' Springfield',
  state: 'IL ',
  zip: ' 62701 ',
  country: 'USA',
};

describe('keepCorrectedAddresses', () => {
  it('trims values and normalises the country', () => {
    expect(keepCorrectedAddresses([good])).toEqual([
      { addressLine1: '1 Main St', city: 'Springfield', state: 'IL', zip: '62701', country: 'US' },
    ]);
  });

  it.each(['addressLine1', 'city', 'state', 'zip'])(
    'drops a suggestion whose %s is empty',
    (field) => {
      expect(keepCorrectedAddresses([{ ...good, [field]: '   ' }])).toEqual([]);
      const { [field as keyof typeof good]: _dropped, ...missing } = good;
      expect(keepCorrectedAddresses([missing])).toEqual([]);
    },
  );

  it('keeps line 2 when filled and skips what is not an address', () => {
    expect(keepCorrectedAddresses([{ ...good, addressLine2: ' Apt 2 ' }])[0]?.addressLine2).toBe(
      'Apt 2',
    );
    expect(keepCorrectedAddresses([null, 'x', 42, { ...good, zip: 62701 }])).toEqual([]);
  });
});

describe('readAddressValidation', () => {
  it('keeps status and confidence, and only the usable corrections', () => {
    const result = readAddressValidation({
      confidenceLevel: 'interactionRequired',
      status: 'notValid',
      correctedAddresses: [good, { ...good, city: '' }],
    });
    expect(result.confidenceLevel).toBe('interactionRequired');
    expect(result.status).toBe('notValid');
    expect(result.correctedAddresses).toHaveLength(1);
    expect(addressValidationResultSchema.parse(result)).toEqual(result);
  });

  it.each([
    undefined,
    null,
    'error',
    {},
    { status: 'valid' },
    { status: 'maybe', confidenceLevel: 'verified' },
  ])('falls back to valid, no confidence, no corrections for %j', (answer) => {
    expect(readAddressValidation(answer)).toEqual({
      confidenceLevel: 'none',
      status: 'valid',
      correctedAddresses: [],
    });
  });

  it('hands out a fresh fallback each time', () => {
    expect(addressValidationFallback()).not.toBe(addressValidationFallback());
  });
});
