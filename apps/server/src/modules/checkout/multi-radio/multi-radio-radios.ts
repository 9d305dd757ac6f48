import { runningPhaseOf } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { RadioRow, SubscriberAccountRow } from '../../../db/schema/index.ts';
import {
  radiosOfAccount,
  type SubscriptionWithPhases,
  subscriptionsOfAccounts,
} from '../../identification/index.ts';

export type MultiRadioState = 'noPlan' | 'trial' | 'paid' | 'suspended';

/** One radio of the account as a multi-radio order sees it, read as it is now. */
export type MultiRadioAccountRadio = {
  radio: RadioRow;
  /** The subscription on it that is not closed; null when it has no plan. */
  subscription: SubscriptionWithPhases | null;
  state: MultiRadioState;
  /**
   * Why this order cannot sell it a plan (null when it can): a radio with a running plan keeps
   * it (its plan is changed by the change-subscription flow), a radio without audio cannot play.
   */
  refusal: 'INELIGIBLE_FOR_OFFER' | null;
};

function stateOf(subscription: SubscriptionWithPhases | null, now: Date): MultiRadioState {
  if (!subscription) return 'noPlan';
  if (subscription.status !== 'Active') return 'suspended';
  return runningPhaseOf(subscription.phases, now)?.phase === 'trial' ? 'trial' : 'paid';
}

/** Every radio of the account, with the satellite subscription running on it. */
export async function multiRadioRadiosOf(
  db: Db,
  account: SubscriberAccountRow,
  now: Date,
): Promise<MultiRadioAccountRadio[]> {
  const [radios, subscriptions] = await Promise.all([
    radiosOfAccount(db, account.accountNumber),
    subscriptionsOfAccounts(db, [account.accountNumber]),
  ]);
  return radios.map((radio) => {
    const subscription =
      subscriptions.find(
        (candidate) => candidate.radioId === radio.radioId && candidate.status !== 'Closed',
      ) ?? null;
    const state = stateOf(subscription, now);
    const sellable = state === 'noPlan' && radio.audioCapable && !radio.isDemo;
    return { radio, subscription, state, refusal: sellable ? null : 'INELIGIBLE_FOR_OFFER' };
  });
}

/** Radios already paying for a plan: with one, even the order's first radio takes the discount. */
export function payingRadiosOf(radios: readonly MultiRadioAccountRadio[]): number {
  return radios.filter((radio) => radio.state === 'paid').length;
}
