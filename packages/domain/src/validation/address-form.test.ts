import { describe, expect, it } from 'vitest';
import { addressFormSchema, flepzLookupSchema } from './address-form.ts';
import { fieldErrorCodeOfIssue } from './field-check.ts';

describe('addressFormSchema', () => {
  it('parses a Quebec address', () => {
    expect(
      addressFormSchema('ca').parse({
        addressLine1: '1 Rue Saint-Édouard',
        city: 'Québec',
        state: 'QC',
        zip: 'g1r4p5'.toUpperCase(),
      }),
    ).toEqual({
      addressLine1: '1 Rue Saint-Édouard',
      addressLine2: undefined,
      city: 'Québec',
      state: 'QC',
      zip: 'G1R 4P5',
    });
  });

  it('reports each bad field', () => {
    const result = addressFormSchema('us').safeParse({
      addressLine1: '4111 1111 1111 1111',
      addressLine2: 'CVV 123',
      city: '',
      state: 'ON',
      zip: 'K1A 0B1',
    });
    expect(
      result.error?.issues.map((issue) => [issue.path.join('.'), fieldErrorCodeOfIssue(issue)]),
    ).toEqual([
      ['addressLine1', 'CARD_DATA_NOT_ALLOWED'],
      ['addressLine2', 'CARD_DATA_NOT_ALLOWED'],
      ['city', 'REQUIRED'],
      ['state', 'INVALID'],
      ['zip', 'INVALID'],
    ]);
  });
});

describe('flepzLookupSchema', () => {
  it('parses the five lookup fields', () => {
    expect(
      flepzLookupSchema('us').parse({
        firstName: 'John',
        lastName: 'Smith',
        email: 'cvv@example.com',
        phoneNumber: '555-123-4567',
        zipCode: '12345',
      }),
    ).toEqual({
      firstName: 'John',
      lastName: 'Smith',
      email: 'cvv@example.com',
      phoneNumber: '5551234567',
      zipCode: '12345',
    });
  });
});
