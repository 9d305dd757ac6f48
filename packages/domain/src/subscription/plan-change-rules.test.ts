import { describe, expect, it } from 'vitest';
import { money } from '../catalog/money.ts';
import {
  monthlyPriceOf,
  type PackageHoldings,
  packageChangeOf,
  planChangeTimingOf,
} from './plan-change-rules.ts';

const musicShowcase: PackageHoldings = {
  packageId: 'SXM_MUSIC_SHOWCASE',
  tier: 30,
  hasMusic: true,
  streamingAvailable: false,
};
const allAccess: PackageHoldings = {
  packageId: 'SXM_ALL_ACCESS',
  tier: 40,
  hasMusic: true,
  streamingAvailable: true,
};
const newsSportsTalk: PackageHoldings = {
  packageId: 'SXM_NEWS_SPORTS_TALK',
  tier: 50,
  hasMusic: false,
  streamingAvailable: false,
};
const platinum: PackageHoldings = {
  packageId: 'SXM_PLATINUM',
  tier: 60,
  hasMusic: true,
  streamingAvailable: true,
};
const usd = (amountMinor: number) => money(amountMinor, 'USD');

describe('packageChangeOf', () => {
  it('keeps the same package (another billing term)', () => {
    expect(packageChangeOf(allAccess, { ...allAccess })).toBe('KEEP');
  });

  it('adds: a higher tier that keeps music and streaming', () => {
    expect(packageChangeOf(musicShowcase, allAccess)).toBe('ADD');
    expect(packageChangeOf(allAccess, platinum)).toBe('ADD');
    expect(packageChangeOf(newsSportsTalk, platinum)).toBe('ADD');
  });

  it('switches: a higher tier that drops music or streaming is not an addition', () => {
    expect(packageChangeOf(allAccess, newsSportsTalk)).toBe('SWITCH');
    expect(packageChangeOf(musicShowcase, newsSportsTalk)).toBe('SWITCH');
  });

  it('switches: a lower tier, even one holding the same kinds of things', () => {
    expect(packageChangeOf(platinum, allAccess)).toBe('SWITCH');
    expect(packageChangeOf(allAccess, musicShowcase)).toBe('SWITCH');
  });
});

describe('planChangeTimingOf', () => {
  const base = {
    inTrial: false,
    currentMonthlyPrice: usd(2299),
    newMonthlyPrice: usd(2499),
  } as const;

  it('follows the trial during a trial, whatever the change', () => {
    expect(planChangeTimingOf({ ...base, inTrial: true, packageChange: 'ADD' })).toBe('TRIAL_END');
    expect(
      planChangeTimingOf({
        ...base,
        inTrial: true,
        packageChange: 'SWITCH',
        newMonthlyPrice: usd(999),
      }),
    ).toBe('TRIAL_END');
  });

  it('waits for the renewal on a switch to a cheaper plan', () => {
    expect(
      planChangeTimingOf({ ...base, packageChange: 'SWITCH', newMonthlyPrice: usd(1099) }),
    ).toBe('NEXT_RENEWAL');
  });

  it('takes over now on an addition, a term change, or a switch that costs as much or more', () => {
    expect(planChangeTimingOf({ ...base, packageChange: 'ADD' })).toBe('NOW');
    expect(planChangeTimingOf({ ...base, packageChange: 'KEEP', newMonthlyPrice: usd(1916) })).toBe(
      'NOW',
    );
    expect(planChangeTimingOf({ ...base, packageChange: 'SWITCH' })).toBe('NOW');
  });
});

describe('monthlyPriceOf', () => {
  it('spreads a term price over its months, rounding down', () => {
    expect(monthlyPriceOf(usd(22999), 12)).toEqual(usd(1916));
    expect(monthlyPriceOf(usd(2299), 1)).toEqual(usd(2299));
    expect(monthlyPriceOf(usd(3000), 6)).toEqual(usd(500));
  });
});
