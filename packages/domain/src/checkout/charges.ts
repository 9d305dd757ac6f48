import { addMoney, type Money, money, sumMoney } from '../catalog/money.ts';
import type { QuoteFee, QuoteTax } from './quote-schema.ts';
import { applyRatePpm } from './rounding.ts';
import { royaltyFeeRatePpm, type TaxRegion, taxRatesFor } from './tax-rates.ts';

/** The US music royalty fee on a service amount: 21.4% of it where it applies, else 0. */
export function royaltyFeeOn(region: TaxRegion, service: Money, royaltyFeeApplies: boolean): Money {
  const ratePpm = royaltyFeeRatePpm(region.country, royaltyFeeApplies);
  return money(applyRatePpm(service.amountMinor, ratePpm), service.currency);
}

export interface DetailChargesInput {
  region: TaxRegion;
  /** The service amount of the detail (its `priceAmount`). */
  priceAmount: Money;
  /** The music royalty fee, as the caller worked it out (see royaltyFeeOn). */
  royaltyFee: Money;
  activationFee?: Money | undefined;
}

/**
 * The fee and tax lines of one quote detail. Fees and the service are taxed alike, so every
 * tax line of the region is computed on price + MRF + activation fee and rounded half-up to
 * the cent on its own. Zero lines are left out: a free trial with no activation fee has none.
 */
export function detailCharges(input: DetailChargesInput): { fees: QuoteFee[]; taxes: QuoteTax[] } {
  const { region, priceAmount, royaltyFee, activationFee } = input;
  const fees: QuoteFee[] = [];
  if (royaltyFee.amountMinor !== 0) fees.push({ code: 'MRF', amount: royaltyFee });
  if (activationFee && activationFee.amountMinor !== 0) {
    fees.push({ code: 'ACTIVATION', amount: activationFee });
  }
  const taxable = addMoney(
    priceAmount,
    sumMoney(
      fees.map((fee) => fee.amount),
      priceAmount.currency,
    ),
  );
  if (taxable.amountMinor === 0) return { fees, taxes: [] };
  const taxes = taxRatesFor(region).map(
    ({ code, ratePpm }): QuoteTax => ({
      code,
      ratePpm,
      taxableAmount: taxable,
      amount: money(applyRatePpm(taxable.amountMinor, ratePpm), taxable.currency),
    }),
  );
  return { fees, taxes };
}
