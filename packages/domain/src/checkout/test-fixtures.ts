import { type Currency, type Money, money } from '../catalog/money.ts';
import type { OfferPhase } from '../catalog/offer.ts';

/** Offer phases for the checkout tests, written as the catalog stores them. */
export const usd = (amountMinor: number): Money => money(amountMinor, 'USD');
export const cad = (amountMinor: number): Money => money(amountMinor, 'CAD');

export function freeTrial(months: number, currency: Currency): OfferPhase {
  return {
    type: 'Free',
    duration: { kind: 'finite', months },
    billingPeriod: { unit: 'months', count: 1 },
    price: { total: money(0, currency) },
  };
}

/** A promotional price for `months` months, billed every `billedEveryMonths` months. */
export function promo(months: number, billedEveryMonths: number, total: Money): OfferPhase {
  return {
    type: 'Introductory',
    duration: { kind: 'finite', months },
    billingPeriod: { unit: 'months', count: billedEveryMonths },
    price: { total },
  };
}

export function fullPriceMonthly(total: Money): OfferPhase {
  return {
    type: 'AutoRenewing',
    duration: { kind: 'infinite' },
    billingPeriod: { unit: 'months', count: 1 },
    price: { total },
  };
}

export function fullPriceAnnual(total: Money): OfferPhase {
  return {
    type: 'AutoRenewing',
    duration: { kind: 'infinite' },
    billingPeriod: { unit: 'years', count: 1 },
    price: { total },
  };
}
