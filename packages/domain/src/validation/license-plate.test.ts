import { describe, expect, it } from 'vitest';
import { fieldErrorCodeOfIssue } from './field-check.ts';
import {
  checkLicensePlate,
  licensePlateLookupSchema,
  licensePlateSchema,
  normaliseLicensePlate,
} from './license-plate.ts';

describe('checkLicensePlate', () => {
  it.each(['AB', 'abc123', 'ABC-1234', '7 XYZ 123', 'ABCD1234'])('accepts %j', (plate) => {
    expect(checkLicensePlate(plate)).toBeNull();
  });

  it.each([
    ['', 'REQUIRED'],
    [' - ', 'REQUIRED'],
    ['A', 'TOO_SHORT'],
    ['ABCDE12345', 'TOO_LONG'],
    ['ABC!23', 'INVALID'],
    ['ÉCOLE1', 'INVALID'],
  ])('refuses %j with %s', (plate, code) => {
    expect(checkLicensePlate(plate)).toBe(code);
  });

  it('normalises to upper case without spaces or dashes', () => {
    expect(normaliseLicensePlate(' abc-12 3 ')).toBe('ABC123');
    expect(licensePlateSchema.parse('7 xyz 123')).toBe('7XYZ123');
  });
});

describe('licensePlateLookupSchema', () => {
  it('takes a plate, a state of the market and the consent', () => {
    expect(
      licensePlateLookupSchema('us').parse({ licensePlate: 'abc 123', state: 'CA', consent: true }),
    ).toEqual({ licensePlate: 'ABC123', state: 'CA', consent: true });
  });

  it('refuses a missing consent, a state of the other market, a missing plate', () => {
    const result = licensePlateLookupSchema('us').safeParse({ state: 'QC', consent: false });
    const codes = result.error?.issues.map((issue) => [
      issue.path.join('.'),
      fieldErrorCodeOfIssue(issue),
    ]);
    expect(codes).toEqual([
      ['licensePlate', 'REQUIRED'],
      ['state', 'INVALID'],
      ['consent', 'REQUIRED'],
    ]);
    expect(
      licensePlateLookupSchema('ca').safeParse({ licensePlate: 'AB12', state: 'QC', consent: true })
        .success,
    ).toBe(true);
  });
});
