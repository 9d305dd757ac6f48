import { describe, expect, it } from 'vitest';
import { money } from '../catalog/money.ts';
import { type CurrentTerm, cancellationTermsOf } from './cancellation-terms.ts';

const usd = (amountMinor: number) => money(amountMinor, 'USD');
const at = (iso: string) => new Date(iso);

function paidTerm(
  start: string,
  end: string,
  charged: number,
  phase: CurrentTerm['phase'] = 'fullPrice',
): CurrentTerm {
  return { phase, start: at(start), end: at(end), charged: usd(charged), chargedAt: at(start) };
}

describe('cancellationTermsOf', () => {
  it('ends a trial at its conversion date, charging and refunding nothing', () => {
    const trial: CurrentTerm = {
      phase: 'trial',
      start: at('2026-11-20T00:00:00Z'),
      end: at('2027-02-20T00:00:00Z'),
      charged: usd(0),
      chargedAt: at('2026-11-20T00:00:00Z'),
    };
    expect(cancellationTermsOf(trial, at('2026-11-21T10:00:00Z'))).toEqual({
      cancellationType: 'END_OF_TERM',
      effectiveAt: at('2027-02-20T00:00:00Z'),
      refund: usd(0),
      refundedDays: 0,
      ofDays: 92,
    });
  });

  it('refunds the whole charge on the first day of a term', () => {
    const term = paidTerm('2026-11-26T00:00:00Z', '2026-12-26T00:00:00Z', 1099);
    expect(cancellationTermsOf(term, at('2026-11-26T23:59:59Z'))).toEqual({
      cancellationType: 'IMMEDIATE',
      effectiveAt: at('2026-11-26T23:59:59Z'),
      refund: usd(1099),
      refundedDays: 30,
      ofDays: 30,
    });
  });

  it('refunds the unused days, half-up to the cent, within the seven days after the charge', () => {
    // 31-day December term, cancelled on day 7 (6 whole days after the charge): 25 of 31 days.
    // 1099 × 25 / 31 = 886.29 → 886.
    const term = paidTerm('2026-12-01T00:00:00Z', '2027-01-01T00:00:00Z', 1099);
    const terms = cancellationTermsOf(term, at('2026-12-07T20:00:00Z'));
    expect(terms.cancellationType).toBe('IMMEDIATE');
    expect(terms.refund).toEqual(usd(886));
    expect([terms.refundedDays, terms.ofDays]).toEqual([25, 31]);
  });

  it('keeps service to the end of the term from the seventh whole day after the charge', () => {
    const term = paidTerm('2026-12-01T00:00:00Z', '2027-01-01T00:00:00Z', 1099);
    expect(cancellationTermsOf(term, at('2026-12-08T00:00:00Z'))).toEqual({
      cancellationType: 'END_OF_TERM',
      effectiveAt: at('2027-01-01T00:00:00Z'),
      refund: usd(0),
      refundedDays: 0,
      ofDays: 31,
    });
  });

  it('refunds nothing on the last day of a term: it ends at the term end', () => {
    const term = paidTerm('2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z', 1099);
    const terms = cancellationTermsOf(term, at('2026-11-30T23:00:00Z'));
    expect(terms.cancellationType).toBe('END_OF_TERM');
    expect(terms.effectiveAt).toEqual(at('2026-12-01T00:00:00Z'));
    expect(terms.refund).toEqual(usd(0));
  });

  it('refunds one day of a short term charged on its last day (a prorated first bill)', () => {
    // A February term of a leap year (29 days), charged on the 29th.
    const term: CurrentTerm = {
      ...paidTerm('2028-02-01T00:00:00Z', '2028-03-01T00:00:00Z', 2900),
      chargedAt: at('2028-02-29T00:00:00Z'),
    };
    const terms = cancellationTermsOf(term, at('2028-02-29T12:00:00Z'));
    expect(terms).toMatchObject({ cancellationType: 'IMMEDIATE', refundedDays: 1, ofDays: 29 });
    expect(terms.refund).toEqual(usd(100));
  });

  it('counts month lengths: February 28 days, a leap February 29', () => {
    const february = paidTerm('2027-02-01T00:00:00Z', '2027-03-01T00:00:00Z', 1000);
    expect(cancellationTermsOf(february, at('2027-02-03T00:00:00Z'))).toMatchObject({
      refundedDays: 26,
      ofDays: 28,
      // 1000 × 26 / 28 = 928.57 → 929.
      refund: usd(929),
    });
    const leapFebruary = paidTerm('2028-02-01T00:00:00Z', '2028-03-01T00:00:00Z', 1000);
    expect(cancellationTermsOf(leapFebruary, at('2028-02-03T00:00:00Z'))).toMatchObject({
      refundedDays: 27,
      ofDays: 29,
      // 1000 × 27 / 29 = 931.03 → 931.
      refund: usd(931),
    });
  });

  it('refunds a prepaid promo year across the leap day', () => {
    // 2028-01-15 → 2029-01-15: 366 days; cancelled 2028-01-20: 361 days left.
    // 6000 × 361 / 366 = 5918.03 → 5918.
    const year = paidTerm('2028-01-15T00:00:00Z', '2029-01-15T00:00:00Z', 6000, 'promo');
    expect(cancellationTermsOf(year, at('2028-01-20T09:00:00Z'))).toMatchObject({
      cancellationType: 'IMMEDIATE',
      refund: usd(5918),
      refundedDays: 361,
      ofDays: 366,
    });
  });

  it('refuses a moment outside the term', () => {
    const term = paidTerm('2026-11-01T00:00:00Z', '2026-12-01T00:00:00Z', 1099);
    expect(() => cancellationTermsOf(term, at('2026-12-01T00:00:00Z'))).toThrow(RangeError);
    expect(() => cancellationTermsOf(term, at('2026-10-31T23:59:59Z'))).toThrow(RangeError);
  });
});
