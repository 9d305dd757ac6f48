import { describe, expect, it } from 'vitest';
import { CA_PROVINCES, US_STATES } from '../geography/regions.ts';
import {
  royaltyFeeRatePpm,
  TAX_CODES,
  TAX_LABEL_KEYS,
  TAX_TABLE,
  taxRatesFor,
} from './tax-rates.ts';

describe('the tax table', () => {
  it('is dated', () => {
    expect(TAX_TABLE.asOf).toBe('2026-11-21');
  });

  it.each([
    ['AB', [['GST', 50_000]]],
    [
      'BC',
      [
        ['GST', 50_000],
        ['PST', 70_000],
      ],
    ],
    [
      'MB',
      [
        ['GST', 50_000],
        ['RST', 70_000],
      ],
    ],
    ['NB', [['HST', 150_000]]],
    ['NL', [['HST', 150_000]]],
    ['NS', [['HST', 140_000]]],
    ['NT', [['GST', 50_000]]],
    ['NU', [['GST', 50_000]]],
    ['ON', [['HST', 130_000]]],
    ['PE', [['HST', 150_000]]],
    [
      'QC',
      [
        ['GST', 50_000],
        ['QST', 99_750],
      ],
    ],
    [
      'SK',
      [
        ['GST', 50_000],
        ['PST', 60_000],
      ],
    ],
    ['YT', [['GST', 50_000]]],
  ])('taxes %s with %j', (state, rates) => {
    expect(taxRatesFor({ country: 'ca', state })).toEqual(
      rates.map(([code, ratePpm]) => ({ code, ratePpm })),
    );
  });

  it('covers every province and territory, each with GST or HST but not both', () => {
    expect(Object.keys(TAX_TABLE.ca).sort()).toEqual(CA_PROVINCES.map((p) => p.code).sort());
    for (const { code } of CA_PROVINCES) {
      const federal = taxRatesFor({ country: 'ca', state: code }).filter(
        (rate) => rate.code === 'GST' || rate.code === 'HST',
      );
      expect(federal).toHaveLength(1);
    }
  });

  it.each([
    ['WA', 65_000],
    ['TX', 62_500],
    ['PA', 60_000],
    ['NJ', 66_250],
    ['TN', 70_000],
    ['UT', 61_000],
    ['MN', 68_750],
  ])('taxes the service in %s at its state rate %i ppm', (state, ratePpm) => {
    expect(taxRatesFor({ country: 'us', state })).toEqual([{ code: 'SALES', ratePpm }]);
  });

  it.each(['CA', 'NY', 'FL', 'OR', 'DC', 'PR'])('does not tax it in %s', (state) => {
    expect(taxRatesFor({ country: 'us', state })).toEqual([]);
  });

  it('lists only real states, at rates below 10%', () => {
    const codes = US_STATES.map((s) => s.code) as readonly string[];
    for (const [state, ratePpm] of Object.entries(TAX_TABLE.us)) {
      expect(codes).toContain(state);
      expect(Number.isInteger(ratePpm) && ratePpm > 0 && ratePpm < 100_000).toBe(true);
    }
  });

  it('throws on a code that is not of the market', () => {
    expect(() => taxRatesFor({ country: 'ca', state: 'WA' })).toThrow(RangeError);
    expect(() => taxRatesFor({ country: 'us', state: 'ON' })).toThrow(RangeError);
    expect(() => taxRatesFor({ country: 'us', state: 'wa' })).toThrow(RangeError);
  });

  it('has a label key for every tax code', () => {
    expect(Object.keys(TAX_LABEL_KEYS).sort()).toEqual([...TAX_CODES].sort());
  });
});

describe('royaltyFeeRatePpm', () => {
  it('is 21.4% in the US when the package carries it, else 0', () => {
    expect(royaltyFeeRatePpm('us', true)).toBe(214_000);
    expect(royaltyFeeRatePpm('us', false)).toBe(0);
    expect(royaltyFeeRatePpm('ca', true)).toBe(0);
  });
});
