import { describe, expect, it } from 'vitest';
import { checkEmail, emailForLookupSchema, emailSchema, isEmail } from './email.ts';

describe('checkEmail', () => {
  it.each([
    ['a@b.co', 'us'],
    ['jane.doe+radio@example.com', 'us'],
    ["o'brien@mail.example.org", 'us'],
    ['JANE_DOE%1@EXAMPLE.INFO', 'us'],
    ['x@sub-domain.example.ca', 'ca'],
    ['élodie.côté@exemple.ca', 'ca'],
    ['jean@société.ca', 'ca'],
  ] as const)('accepts %s in %s', (email, country) => {
    expect(checkEmail(email, country)).toBeNull();
  });

  it.each([
    ['', 'us', 'REQUIRED'],
    ['a@b.', 'us', 'TOO_SHORT'],
    [`${'a'.repeat(250)}@b.com`, 'us', 'TOO_LONG'],
    ['cvv123@example.com', 'us', 'CARD_DATA_NOT_ALLOWED'],
    ['élodie@exemple.ca', 'us', 'INVALID'],
    ['plainaddress', 'us', 'INVALID'],
    ['a@b.c', 'us', 'INVALID'],
    ['jane@example.museum', 'us', 'INVALID'],
    ['jane@example.c0m', 'us', 'INVALID'],
    ['jane@@example.com', 'us', 'INVALID'],
    ['jane doe@example.com', 'us', 'INVALID'],
    ['.jane@example.com', 'us', 'INVALID'],
    ['jane.@example.com', 'us', 'INVALID'],
    ['ja..ne@example.com', 'us', 'INVALID'],
    ['jane@-example.com', 'us', 'INVALID'],
    ['jane@example-.com', 'us', 'INVALID'],
    ['jane@example..com', 'us', 'INVALID'],
    ['jane@localhost', 'ca', 'INVALID'],
  ] as const)('refuses %s in %s with %s', (email, country, code) => {
    expect(checkEmail(email, country)).toBe(code);
  });

  it('skips the card-data check for lookups only', () => {
    expect(checkEmail('cvv@example.com', 'us', { forLookup: true })).toBeNull();
    expect(checkEmail('cvv@example.com', 'us')).toBe('CARD_DATA_NOT_ALLOWED');
    expect(emailForLookupSchema('us').parse(' cvv@example.com ')).toBe('cvv@example.com');
    expect(emailSchema('us').safeParse('cvv@example.com').success).toBe(false);
    expect(isEmail('a@b.co', 'ca', { forLookup: true })).toBe(true);
  });
});
