import { type Money, money, sumMoney } from '../catalog/money.ts';

/** What the catalog says of one plan for the multi-radio discount (MRD), in one market. */
export interface MrdPlanTerms {
  mrdEligible: boolean;
  /** Taken off each month the plan's price pays for, on a radio the MRD applies to. */
  monthlyDiscount: Money;
}

/** One radio of an order, its plan priced before the discount. */
export interface MrdLineInput {
  planTerms: MrdPlanTerms;
  /** The service price of the period charged today, before fees and taxes. */
  priceAmount: Money;
  /** How many months that price pays for. */
  termMonths: number;
}

export interface MrdLine {
  isMrdEligible: boolean;
  discount: Money;
}

/**
 * The multi-radio discount of one order (flows §4.6): an eligible plan takes it when the
 * account already pays for another radio, or when it is not the first radio of the order
 * (request order: the first radio named pays full price). It is the plan's monthly discount
 * for each month charged, never more than the price itself, so a line never goes below zero.
 */
export function multiRadioDiscounts(
  payingRadios: number,
  lines: readonly MrdLineInput[],
): MrdLine[] {
  return lines.map((line, index) => {
    const applies = line.planTerms.mrdEligible && (payingRadios > 0 || index > 0);
    const { currency } = line.priceAmount;
    if (!applies)
      return { isMrdEligible: line.planTerms.mrdEligible, discount: money(0, currency) };
    const wanted = line.planTerms.monthlyDiscount.amountMinor * line.termMonths;
    const amountMinor = Math.max(0, Math.min(wanted, line.priceAmount.amountMinor));
    return { isMrdEligible: true, discount: money(amountMinor, currency) };
  });
}

/** The discount's own quote line: the sum of the lines' discounts. */
export function totalMultiRadioDiscount(
  lines: readonly MrdLine[],
  currency: Money['currency'],
): Money {
  return sumMoney(
    lines.map((line) => line.discount),
    currency,
  );
}
