import { describe, expect, it } from 'vitest';
import {
  checkCity,
  checkStreetAddress,
  citySchema,
  optionalStreetAddressSchema,
  streetAddressSchema,
} from './address.ts';

describe('checkStreetAddress', () => {
  it.each([
    ['123 Main St.', 'us'],
    ["12 O'Connell Ave, Apt #4-B", 'us'],
    ['PO Box 77', 'us'],
    ['1 Rue Saint-Édouard', 'ca'],
    ['250, boulevard René-Lévesque Ouest', 'ca'],
    ['12', 'us'],
  ] as const)('accepts %j in %s', (street, country) => {
    expect(checkStreetAddress(street, country)).toBeNull();
  });

  it.each([
    ['', 'us', 'REQUIRED'],
    ['A', 'us', 'TOO_SHORT'],
    ['x'.repeat(101), 'us', 'TOO_LONG'],
    ['CVV 123', 'us', 'CARD_DATA_NOT_ALLOWED'],
    ['123 Main St cvv 456', 'ca', 'CARD_DATA_NOT_ALLOWED'],
    ['4111 1111 1111 1111', 'us', 'CARD_DATA_NOT_ALLOWED'],
    ['4111-1111-1111-1 Elm', 'ca', 'CARD_DATA_NOT_ALLOWED'],
    ['123', 'us', 'CARD_DATA_NOT_ALLOWED'],
    ['1 Rue Saint-Édouard', 'us', 'INVALID'],
    ['123 Main St / Unit 2', 'us', 'INVALID'],
    ['123 Main St; DROP', 'ca', 'INVALID'],
  ] as const)('refuses %j in %s with %s', (street, country, code) => {
    expect(checkStreetAddress(street, country)).toBe(code);
  });

  it('keeps line 2 optional', () => {
    expect(optionalStreetAddressSchema('us').parse('')).toBeUndefined();
    expect(optionalStreetAddressSchema('us').parse(' Apt 4 ')).toBe('Apt 4');
    expect(streetAddressSchema('us').safeParse('').error?.issues[0]?.message).toBe('REQUIRED');
  });
});

describe('checkCity', () => {
  it.each([
    ['New York', 'us'],
    ['Twentynine Palms', 'us'],
    ['29 Palms', 'us'],
    ['Montréal', 'ca'],
    ['Trois-Rivières', 'ca'],
    ["L'Assomption", 'ca'],
    ["St. John's", 'ca'],
  ] as const)('accepts %j in %s', (city, country) => {
    expect(checkCity(city, country)).toBeNull();
  });

  it.each([
    ['', 'us', 'REQUIRED'],
    ['X', 'ca', 'TOO_SHORT'],
    ['x'.repeat(51), 'us', 'TOO_LONG'],
    ['Montréal', 'us', 'INVALID'],
    ['St. Louis', 'us', 'INVALID'],
    ['Winston-Salem', 'us', 'INVALID'],
    ['New\tYork', 'us', 'INVALID'],
    ['Québec!', 'ca', 'INVALID'],
  ] as const)('refuses %j in %s with %s', (city, country, code) => {
    expect(checkCity(city, country)).toBe(code);
  });

  it('parses through its schema', () => {
    expect(citySchema('ca').parse(' Lévis ')).toBe('Lévis');
  });
});
