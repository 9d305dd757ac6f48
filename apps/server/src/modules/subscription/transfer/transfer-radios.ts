import { runningPhaseOf, type TermMoveRefusal, termMoveRefusalOf } from '@orbit/domain';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  type RadioRow,
  type SubscriberAccountRow,
  vehicleTrials,
} from '../../../db/schema/index.ts';
import {
  findAccount,
  findRadioById,
  radiosOfAccount,
  type SubscriptionWithPhases,
  subscriptionsOfRadio,
} from '../../identification/index.ts';

/** A radio of the account with a running paid plan, and whether that plan may move today. */
export type SelfPayRadio = {
  radio: RadioRow;
  subscription: SubscriptionWithPhases;
  refusal: Exclude<TermMoveRefusal, 'SAME_RADIO'> | undefined;
};

const isRunning = (subscription: SubscriptionWithPhases) =>
  subscription.status === 'Active' || subscription.status === 'Suspended';

/**
 * The account's self-pay radios: each radio whose running satellite subscription is in a paid
 * phase (promo or full price), with termMoveOf's refusal when its plan cannot move (a pending
 * cancellation, a suspension).
 */
export async function selfPayRadiosOf(
  db: Db,
  account: SubscriberAccountRow,
  now: Date,
): Promise<SelfPayRadio[]> {
  const found: SelfPayRadio[] = [];
  for (const radio of await radiosOfAccount(db, account.accountNumber)) {
    const subscription = (await subscriptionsOfRadio(db, radio.radioId)).find(
      (candidate) =>
        isRunning(candidate) &&
        candidate.accountNumber === account.accountNumber &&
        candidate.serviceType === 'satellite',
    );
    const phase = subscription ? runningPhaseOf(subscription.phases, now) : undefined;
    if (!subscription || !phase || phase.phase === 'trial') continue;
    found.push({ radio, subscription, refusal: termMoveRefusalOf(subscription, now) });
  }
  return found;
}

/** A radio running a trial: the trial's subscription, its account, and what follows the trial. */
export type TrialRadio = {
  radio: RadioRow;
  subscription: SubscriptionWithPhases;
  account: SubscriberAccountRow;
  trialEndsAt: Date;
  /** A paid phase follows the trial (a follow-on plan was chosen). */
  hasFollowOn: boolean;
};

/** The trial running on the radio now, if any (an Active subscription in its trial phase). */
export async function trialOfRadio(
  db: Db,
  radioId: string,
  now: Date,
): Promise<TrialRadio | undefined> {
  const radio = await findRadioById(db, radioId);
  if (!radio) return undefined;
  for (const subscription of await subscriptionsOfRadio(db, radio.radioId)) {
    if (subscription.status !== 'Active') continue;
    const phase = runningPhaseOf(subscription.phases, now);
    if (phase?.phase !== 'trial' || !phase.endsAt) continue;
    const account = await findAccount(db, subscription.accountNumber);
    if (!account) continue;
    return {
      radio,
      subscription,
      account,
      trialEndsAt: phase.endsAt,
      hasFollowOn: subscription.phases.some(
        (later) => later.position > phase.position && later.phase !== 'trial',
      ),
    };
  }
  return undefined;
}

/**
 * Whether the trial is this customer's to bring into `account`: it is on the account already;
 * or the care session came by the ACSC link naming this account and this radio; or the trial's
 * account is the same customer's (the same sign-in owns both, or both have the same email) —
 * as when a dealer activated the new car's trial on an account of its own.
 */
export function isCustomersTrial(
  trial: TrialRadio,
  account: SubscriberAccountRow,
  linkRadioId: string | null,
): boolean {
  const trialAccount = trial.account;
  if (trialAccount.accountNumber === account.accountNumber) return true;
  if (linkRadioId !== null && linkRadioId === trial.radio.radioId) return true;
  if (trialAccount.ownerIdentityId && trialAccount.ownerIdentityId === account.ownerIdentityId) {
    return true;
  }
  return trialAccount.emailKey !== null && trialAccount.emailKey === account.emailKey;
}

/**
 * Whether a radio may take a plan moved to it (a swap's new radio): it exists (else undefined),
 * has no running subscription on any account, no running car-maker trial waiting to be
 * claimed, and is on no account or on this one. NEW_RADIO_NOT_ELIGIBLE for a demo or data-only
 * unit and for the radio itself.
 */
export async function newRadioRefusalOf(
  db: Db,
  input: { newRadioId: string; oldRadioId: string; account: SubscriberAccountRow },
): Promise<{
  radio: RadioRow | undefined;
  refusal: 'NEW_RADIO_IN_USE' | 'NEW_RADIO_NOT_ELIGIBLE' | undefined;
}> {
  const radio = await findRadioById(db, input.newRadioId);
  if (!radio) return { radio, refusal: undefined };
  if (radio.radioId === input.oldRadioId || radio.isDemo || !radio.audioCapable) {
    return { radio, refusal: 'NEW_RADIO_NOT_ELIGIBLE' };
  }
  if (radio.accountNumber !== null && radio.accountNumber !== input.account.accountNumber) {
    return { radio, refusal: 'NEW_RADIO_IN_USE' };
  }
  const history = await subscriptionsOfRadio(db, radio.radioId);
  const runningTrial = await db
    .select({ id: vehicleTrials.id })
    .from(vehicleTrials)
    .where(
      and(
        eq(vehicleTrials.radioId, radio.radioId),
        isNull(vehicleTrials.claimedAt),
        isNotNull(vehicleTrials.startedAt),
      ),
    )
    .limit(1);
  if (history.some(isRunning) || runningTrial.length > 0) {
    return { radio, refusal: 'NEW_RADIO_IN_USE' };
  }
  return { radio, refusal: undefined };
}
