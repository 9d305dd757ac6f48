import type { AccountDevice, Money } from '@orbit/domain';

/** One plan a radio can be sold, as the plans step shows it. */
export interface PlanChoice {
  planCode: string;
  packageName: string;
  /** The price per term, before any discount. */
  price: Money;
  termMonths: number;
  /** The plan takes the multi-radio discount in this order, and how much a month it saves. */
  mrdSaving: Money | null;
}

/** A radio of the order with the plans it can be sold. */
export interface RadioPlans {
  device: AccountDevice;
  plans: PlanChoice[];
}
