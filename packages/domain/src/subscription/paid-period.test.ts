import { describe, expect, it } from 'vitest';
import { currentPaidPeriodOf, type SubscribedPhase } from './paid-period.ts';

const at = (iso: string) => new Date(`${iso}T00:00:00Z`);

function phase(overrides: Partial<SubscribedPhase>): SubscribedPhase {
  return {
    phase: 'fullPrice',
    startsAt: at('2026-01-15'),
    endsAt: null,
    termMonths: 1,
    priceMinor: 2299,
    currency: 'USD',
    offerId: 'US_SAT_AA_MO',
    ...overrides,
  };
}

describe('currentPaidPeriodOf', () => {
  it('is the monthly term containing now, at the phase price', () => {
    const period = currentPaidPeriodOf([phase({})], new Date('2026-11-26T13:00:00Z'));
    expect(period).toEqual({
      phase: 'fullPrice',
      offerId: 'US_SAT_AA_MO',
      termMonths: 1,
      price: { amountMinor: 2299, currency: 'USD' },
      start: at('2026-11-15'),
      end: at('2026-12-15'),
    });
  });

  it('starts a new term on the renewal day itself (its first day)', () => {
    const period = currentPaidPeriodOf([phase({})], at('2026-12-15'));
    expect(period?.start).toEqual(at('2026-12-15'));
    expect(period?.end).toEqual(at('2027-01-15'));
  });

  it('counts terms begun on the 31st from the anchor: short months end on their last day', () => {
    const anchored = [phase({ startsAt: at('2027-12-31') })];
    expect(currentPaidPeriodOf(anchored, at('2028-02-10'))).toMatchObject({
      start: at('2028-01-31'),
      end: at('2028-02-29'),
    });
    expect(currentPaidPeriodOf(anchored, at('2028-03-01'))).toMatchObject({
      start: at('2028-02-29'),
      end: at('2028-03-31'),
    });
  });

  it('counts annual terms, and a leap day anchor falls on Feb 28 in common years', () => {
    const annual = [phase({ startsAt: at('2028-02-29'), termMonths: 12, priceMinor: 22999 })];
    expect(currentPaidPeriodOf(annual, at('2028-06-01'))).toMatchObject({
      start: at('2028-02-29'),
      end: at('2029-02-28'),
      price: { amountMinor: 22999, currency: 'USD' },
    });
  });

  it('credits a promotion at the promo price, and a prepaid promotion ends with its phase', () => {
    const phases = [
      phase({
        phase: 'promo',
        startsAt: at('2026-09-01'),
        endsAt: at('2027-03-01'),
        termMonths: 6,
        priceMinor: 3000,
        offerId: 'US_SAT_PLAT_6MO30_MO',
      }),
      phase({ startsAt: at('2027-03-01'), priceMinor: 2499, offerId: 'US_SAT_PLAT_6MO30_MO' }),
    ];
    expect(currentPaidPeriodOf(phases, at('2026-11-26'))).toMatchObject({
      phase: 'promo',
      price: { amountMinor: 3000, currency: 'USD' },
      start: at('2026-09-01'),
      end: at('2027-03-01'),
    });
  });

  it('ends a monthly promotion term at the phase end when it comes first', () => {
    const phases = [
      phase({
        phase: 'promo',
        startsAt: at('2026-06-15'),
        endsAt: at('2026-12-01'),
        priceMinor: 500,
      }),
    ];
    expect(currentPaidPeriodOf(phases, at('2026-11-26'))).toMatchObject({
      start: at('2026-11-15'),
      end: at('2026-12-01'),
      price: { amountMinor: 500, currency: 'USD' },
    });
  });

  it('has no paid period in a trial or when nothing runs', () => {
    const trial = [phase({ phase: 'trial', endsAt: at('2027-01-15'), priceMinor: 0 })];
    expect(currentPaidPeriodOf(trial, at('2026-11-26'))).toBeUndefined();
    expect(
      currentPaidPeriodOf([phase({ startsAt: at('2027-01-01') })], at('2026-11-26')),
    ).toBeUndefined();
  });
});
