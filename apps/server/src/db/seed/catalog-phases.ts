import type { Currency, OfferPhase } from '@orbit/domain';

/** Offer phases as the seeded catalog writes them (amounts in minor units). */

export function freeMonths(months: number, currency: Currency): OfferPhase {
  return {
    type: 'Free',
    duration: { kind: 'finite', months },
    billingPeriod: { unit: 'months', count: 1 },
    price: { total: { amountMinor: 0, currency } },
  };
}

/** An introductory price billed every month of the promotion. */
export function promoMonthly(months: number, amountMinor: number, currency: Currency): OfferPhase {
  return {
    type: 'Introductory',
    duration: { kind: 'finite', months },
    billingPeriod: { unit: 'months', count: 1 },
    price: { total: { amountMinor, currency } },
  };
}

/** An introductory price paid up front for the whole promotion (prepaid). */
export function promoPrepaid(months: number, amountMinor: number, currency: Currency): OfferPhase {
  return {
    type: 'Introductory',
    duration: { kind: 'finite', months },
    billingPeriod: { unit: 'months', count: months },
    price: { total: { amountMinor, currency } },
  };
}

export function fullPrice(
  amountMinor: number,
  currency: Currency,
  every: 'months' | 'years' = 'months',
): OfferPhase {
  return {
    type: 'AutoRenewing',
    duration: { kind: 'infinite' },
    billingPeriod: { unit: every, count: 1 },
    price: { total: { amountMinor, currency } },
  };
}
