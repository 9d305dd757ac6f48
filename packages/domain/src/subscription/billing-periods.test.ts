import { describe, expect, it } from 'vitest';
import { billingPeriodsBetween, type PositionedPhase, selfEndOf } from './billing-periods.ts';

const day = (iso: string) => new Date(`${iso}T09:00:00Z`);

const trial: PositionedPhase = {
  position: 0,
  phase: 'trial',
  startsAt: day('2026-01-31'),
  endsAt: day('2026-04-30'),
  termMonths: 3,
  priceMinor: 0,
};
const promo: PositionedPhase = {
  position: 1,
  phase: 'promo',
  startsAt: day('2026-04-30'),
  endsAt: day('2026-10-30'),
  termMonths: 6,
  priceMinor: 3000,
};
const fullPrice: PositionedPhase = {
  position: 2,
  phase: 'fullPrice',
  startsAt: day('2026-10-30'),
  endsAt: null,
  termMonths: 1,
  priceMinor: 1999,
};

describe('the periods the subscription clock charges', () => {
  it('bills a trial nothing, the prepaid promotion once when the trial converts, then each month', () => {
    const periods = billingPeriodsBetween(
      [trial, promo, fullPrice],
      day('2026-01-31'),
      day('2027-01-30'),
    );
    expect(
      periods.map((period) => [
        period.phase,
        period.start.toISOString().slice(0, 10),
        period.convertsTrial,
      ]),
    ).toEqual([
      ['promo', '2026-04-30', true],
      ['fullPrice', '2026-10-30', false],
      ['fullPrice', '2026-11-30', false],
      ['fullPrice', '2026-12-30', false],
      ['fullPrice', '2027-01-30', false],
    ]);
    expect(periods[0]?.end).toEqual(day('2026-10-30'));
  });

  it('counts a window from just after its start to its end, so back-to-back windows never overlap', () => {
    const first = billingPeriodsBetween([fullPrice], day('2026-10-01'), day('2026-11-30'));
    const second = billingPeriodsBetween([fullPrice], day('2026-11-30'), day('2026-12-31'));
    expect(first.map((period) => period.start)).toEqual([day('2026-10-30'), day('2026-11-30')]);
    expect(second.map((period) => period.start)).toEqual([day('2026-12-30')]);
  });

  it('ends a trial with nothing after it on its last day, and a renewing plan never', () => {
    expect(selfEndOf([trial])).toEqual(day('2026-04-30'));
    expect(selfEndOf([trial, promo, fullPrice])).toBeNull();
  });
});
