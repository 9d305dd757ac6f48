import { describe, expect, it } from 'vitest';
import { addressCountryOf, marketOf, normaliseCountryCode } from './country-codes.ts';

describe('normaliseCountryCode', () => {
  it.each([
    ['USA', 'US'],
    ['usa', 'US'],
    ['US', 'US'],
    [' United  States ', 'US'],
    ['United States of America', 'US'],
    ['Canada', 'CA'],
    ['CANADA', 'CA'],
    ['CA', 'CA'],
    ['can', 'CA'],
  ])('reads %j as %s', (raw, code) => {
    expect(normaliseCountryCode(raw)).toBe(code);
  });

  it.each(['', null, undefined, 'MX', 'Mexico', 'U.S.A.', '__proto__', 'constructor'])(
    'reads %j as no country of ours',
    (raw) => {
      expect(normaliseCountryCode(raw)).toBeUndefined();
    },
  );

  it('maps markets and address countries both ways', () => {
    expect(addressCountryOf('us')).toBe('US');
    expect(addressCountryOf('ca')).toBe('CA');
    expect(marketOf('US')).toBe('us');
    expect(marketOf('CA')).toBe('ca');
  });
});
