import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths } from '../../catalog/phase-duration.ts';
import { currentPaidPeriodOf, type SubscribedPhase } from '../paid-period.ts';
import { type MovableSubscription, remainingTermOf, termMoveOf } from './term-move.ts';

const at = (iso: string) => new Date(`${iso}T12:00:00Z`);

const annual: SubscribedPhase = {
  phase: 'fullPrice',
  startsAt: new Date('2026-03-01T00:00:00Z'),
  endsAt: null,
  termMonths: 12,
  priceMinor: 23_988,
  currency: 'USD',
  offerId: 'US_SAT_PLATINUM_YR',
};

function selfPay(overrides: Partial<MovableSubscription> = {}): MovableSubscription {
  return {
    id: 'sub-1',
    radioId: 'ORBH0161',
    serviceType: 'satellite',
    status: 'Active',
    commerceState: 'active',
    phases: [annual],
    ...overrides,
  };
}

describe('termMoveOf', () => {
  it('moves an annual plan’s remaining 100 days of 365 to the new radio, worth $65.72', () => {
    // 2027-03-01 is the next bill; from 2026-11-21 that is 100 days, today included.
    const move = termMoveOf(selfPay(), 'ORBH0162', at('2026-11-21'));
    expect(move.ok).toBe(true);
    if (!move.ok) return;
    expect(move.fromRadioId).toBe('ORBH0161');
    expect(move.toRadioId).toBe('ORBH0162');
    expect(move.remaining.ofDays).toBe(365);
    expect(move.remaining.remainingDays).toBe(100);
    expect(move.remaining.usedDays).toBe(265);
    // 23988 × 100 / 365 = 6572.05… → 6572 cents.
    expect(move.remaining.remainingValue).toEqual({ amountMinor: 6572, currency: 'USD' });
    expect(move.remaining.usedValue).toEqual({ amountMinor: 17_416, currency: 'USD' });
    expect(move.remaining.period.end).toEqual(new Date('2027-03-01T00:00:00Z'));
    expect(move.phases).toEqual([annual]);
  });

  it('moves a monthly plan on the last day of its period: 1 day of 30, $0.60 of $17.99', () => {
    const monthly: SubscribedPhase = {
      ...annual,
      startsAt: new Date('2026-10-15T00:00:00Z'),
      termMonths: 1,
      priceMinor: 1799,
    };
    const move = termMoveOf(selfPay({ phases: [monthly] }), 'ORBH0162', at('2026-12-14'));
    expect(move.ok && move.remaining).toMatchObject({
      remainingDays: 1,
      ofDays: 30,
      remainingValue: { amountMinor: 60, currency: 'USD' },
    });
  });

  it('refuses a trial, a pending cancellation, a closed plan, streaming and the same radio', () => {
    const now = at('2026-11-21');
    const trial: SubscribedPhase = { ...annual, phase: 'trial', priceMinor: 0, termMonths: 3 };
    expect(termMoveOf(selfPay({ phases: [trial] }), 'X', now)).toEqual({
      ok: false,
      refusal: 'NO_PAID_TERM',
    });
    expect(termMoveOf(selfPay({ commerceState: 'pending_cancellation' }), 'X', now)).toEqual({
      ok: false,
      refusal: 'PENDING_CANCELLATION',
    });
    expect(termMoveOf(selfPay({ status: 'Closed' }), 'X', now)).toEqual({
      ok: false,
      refusal: 'NOT_ACTIVE',
    });
    expect(termMoveOf(selfPay({ serviceType: 'streaming', radioId: null }), 'X', now)).toEqual({
      ok: false,
      refusal: 'NOT_SATELLITE',
    });
    expect(termMoveOf(selfPay(), 'ORBH0161', now)).toEqual({ ok: false, refusal: 'SAME_RADIO' });
  });

  it('refuses a plan not started yet', () => {
    const later = { ...annual, startsAt: new Date('2027-01-01T00:00:00Z') };
    expect(termMoveOf(selfPay({ phases: [later] }), 'X', at('2026-11-21'))).toEqual({
      ok: false,
      refusal: 'NO_PAID_TERM',
    });
  });
});

describe('remainingTermOf, for any plan and any day of it', () => {
  const plan = fc.record({
    termMonths: fc.constantFrom(1, 3, 6, 12),
    priceMinor: fc.integer({ min: 0, max: 100_000 }),
    startDay: fc.integer({ min: 0, max: 3000 }),
    dayOffset: fc.integer({ min: 0, max: 2000 }),
    msIntoDay: fc.integer({ min: 0, max: 86_399_999 }),
    promo: fc.boolean(),
  });

  it('splits the paid period into used and remaining days and cents that add up exactly', () => {
    fc.assert(
      fc.property(plan, ({ termMonths, priceMinor, startDay, dayOffset, msIntoDay, promo }) => {
        const startsAt = new Date(Date.UTC(2020, 0, 1) + startDay * 86_400_000);
        const phase: SubscribedPhase = {
          phase: promo ? 'promo' : 'fullPrice',
          startsAt,
          endsAt: promo ? addMonths(startsAt, termMonths * 2) : null,
          termMonths,
          priceMinor,
          currency: 'CAD',
          offerId: 'X',
        };
        const now = new Date(startsAt.getTime() + dayOffset * 86_400_000 + msIntoDay);
        const remaining = remainingTermOf([phase], now);
        const period = currentPaidPeriodOf([phase], now);
        if (!period) {
          expect(remaining).toBeUndefined();
          return;
        }
        expect(remaining).toBeDefined();
        if (!remaining) return;
        expect(remaining.usedDays + remaining.remainingDays).toBe(remaining.ofDays);
        expect(remaining.remainingDays).toBeGreaterThanOrEqual(1);
        expect(remaining.usedValue.amountMinor + remaining.remainingValue.amountMinor).toBe(
          priceMinor,
        );
        expect(remaining.remainingValue.amountMinor).toBeGreaterThanOrEqual(0);
        expect(remaining.remainingValue.amountMinor).toBeLessThanOrEqual(priceMinor);
        // Within a cent of the exact share.
        const exact = (priceMinor * remaining.remainingDays) / remaining.ofDays;
        expect(Math.abs(remaining.remainingValue.amountMinor - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('a move leaves the paid period, its end and its price as they were', () => {
    fc.assert(
      fc.property(plan, ({ termMonths, priceMinor, startDay, dayOffset, msIntoDay }) => {
        const startsAt = new Date(Date.UTC(2020, 0, 1) + startDay * 86_400_000);
        const phase: SubscribedPhase = {
          phase: 'fullPrice',
          startsAt,
          endsAt: null,
          termMonths,
          priceMinor,
          currency: 'USD',
          offerId: 'X',
        };
        const now = new Date(startsAt.getTime() + dayOffset * 86_400_000 + msIntoDay);
        const move = termMoveOf(selfPay({ phases: [phase] }), 'ORBH0169', now);
        expect(move.ok).toBe(true);
        if (!move.ok) return;
        expect(currentPaidPeriodOf(move.phases, now)).toEqual(currentPaidPeriodOf([phase], now));
      }),
    );
  });
});
