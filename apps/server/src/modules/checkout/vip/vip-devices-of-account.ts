import {
  type Country,
  runningPhaseOf,
  termOfPhaseAt,
  type VipDeviceFacts,
  type VipDeviceState,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { RadioRow, SubscriberAccountRow } from '../../../db/schema/index.ts';
import {
  radiosOfAccount,
  type SubscriptionWithPhases,
  subscriptionsOfAccounts,
} from '../../identification/index.ts';
import { isInBundle, vipBundlesOf } from './vip-bundles.ts';

/**
 * One device of an account as Platinum VIP sees it: a radio (with the subscription running on
 * it, if any) or a running streaming subscription, and the facts the domain's rules decide on.
 */
export type VipAccountDevice = {
  radio: RadioRow | null;
  /** The subscription on it that is not closed; null for a closed radio. */
  subscription: SubscriptionWithPhases | null;
  facts: VipDeviceFacts;
  /** When its running service ends (a trial's end, the paid period's end); null when closed. */
  serviceEnd: Date | null;
};

const isOpen = (subscription: SubscriptionWithPhases) => subscription.status !== 'Closed';

function stateOf(subscription: SubscriptionWithPhases | null, now: Date): VipDeviceState {
  if (!subscription) return 'closed';
  if (subscription.status !== 'Active') return 'suspended';
  return runningPhaseOf(subscription.phases, now)?.phase === 'trial' ? 'trial' : 'paid';
}

/** The day its running service ends: the trial's end, or the end of the paid period. */
function serviceEndOf(subscription: SubscriptionWithPhases | null, now: Date): Date | null {
  const running = subscription && runningPhaseOf(subscription.phases, now);
  if (!running) return null;
  if (running.phase === 'trial' && running.endsAt) return running.endsAt;
  return termOfPhaseAt(running, now).end;
}

/**
 * Every radio of the account and every streaming subscription on it that is not closed, read as
 * they are now. `student`: the customer came by a student's link (their streaming plan is never
 * shared).
 */
export async function vipDevicesOfAccount(
  db: Db,
  account: SubscriberAccountRow,
  context: { now: Date; student: boolean },
): Promise<VipAccountDevice[]> {
  const { now } = context;
  const country: Country = account.country === 'ca' ? 'ca' : 'us';
  const [radios, subscriptions, bundles] = await Promise.all([
    radiosOfAccount(db, account.accountNumber),
    subscriptionsOfAccounts(db, [account.accountNumber]),
    vipBundlesOf(db, account.accountNumber),
  ]);
  const device = (
    radio: RadioRow | null,
    subscription: SubscriptionWithPhases | null,
  ): VipAccountDevice => ({
    radio,
    subscription,
    serviceEnd: serviceEndOf(subscription, now),
    facts: {
      kind: radio ? 'radio' : 'streaming',
      state: stateOf(subscription, now),
      packageId: subscription?.packageId ?? null,
      inVipBundle: isInBundle(bundles, subscription?.id),
      audioCapable: radio?.audioCapable ?? true,
      isDemo: radio?.isDemo ?? false,
      student: !radio && context.student,
      country,
    },
  });
  const ofRadios = radios.map((radio) =>
    device(radio, subscriptions.find((s) => s.radioId === radio.radioId && isOpen(s)) ?? null),
  );
  const ofStreaming = subscriptions
    .filter((s) => s.radioId === null && s.serviceType === 'streaming' && isOpen(s))
    .map((subscription) => device(null, subscription));
  return [...ofRadios, ...ofStreaming];
}
