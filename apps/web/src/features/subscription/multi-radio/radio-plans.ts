import type { CareMultiRadio, CareMultiRadioAccountResult, Money } from '@orbit/domain';

/** One plan a radio can be sold, as the plans step shows it. */
export interface PlanChoice {
  planCode: string;
  packageName: string;
  /** The monthly service price, before fees, taxes and the discount. */
  monthlyPrice: Money;
  /** The plan takes the multi-radio discount, and how much a month it saves; null otherwise. */
  mrdSaving: Money | null;
}

/** A radio of the account with the plans this order can sell it (none: not sellable). */
export interface RadioPlans {
  radio: CareMultiRadio;
  plans: PlanChoice[];
}

/** The account's radios, each with the market's offers it can take, in the server's order. */
export function radioPlansOf(answer: CareMultiRadioAccountResult): RadioPlans[] {
  return answer.radios.map((radio) => ({
    radio,
    plans: answer.offers
      .filter((offer) => radio.planCodes.includes(offer.planCode))
      .map((offer) => ({
        planCode: offer.planCode,
        packageName: offer.packageName,
        monthlyPrice: offer.monthlyPrice,
        mrdSaving: offer.mrdEligible ? offer.mrdMonthlyDiscount : null,
      })),
  }));
}
