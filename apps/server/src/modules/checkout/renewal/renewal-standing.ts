import type { Country, RenewalRadioStanding } from '@orbit/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { subscriptionRenewals } from '../../../db/schema/index.ts';
import { currentPhaseOf, type SubscriptionWithPhases } from '../../identification/index.ts';
import type { RenewalRadio } from './renewal-radio.ts';

/** The radio's running subscription (if any) and what decides which choices it can take. */
export type RenewalState = {
  subscription: SubscriptionWithPhases | undefined;
  standing: RenewalRadioStanding;
};

/** Whether a renewal already follows the subscription's phase ending at `renewsAt`. */
async function isRenewed(db: Db, subscriptionId: string, renewsAt: Date): Promise<boolean> {
  const [row] = await db
    .select({ orderId: subscriptionRenewals.orderId })
    .from(subscriptionRenewals)
    .where(
      and(
        eq(subscriptionRenewals.subscriptionId, subscriptionId),
        eq(subscriptionRenewals.renewsAt, renewsAt),
      ),
    );
  return row !== undefined;
}

/**
 * The radio as a renewal of `country` sees it: its Active subscription's running phase and when
 * it ends (the renewal starts then), whether it was already renewed, and what the radio can play.
 * A radio with no account or no running subscription is closed.
 */
export async function renewalStateOf(
  db: Db,
  named: RenewalRadio,
  country: Country,
  now: Date,
): Promise<RenewalState> {
  const { radio, account } = named;
  const subscription = account
    ? named.history.find((candidate) => candidate.status === 'Active')
    : undefined;
  const running = subscription ? currentPhaseOf(subscription, now) : undefined;
  const renewsAt = running?.endsAt ?? null;
  return {
    subscription: running ? subscription : undefined,
    standing: {
      sameMarket: account === undefined || account.country === country,
      active: running !== undefined,
      renewsAt,
      renewed:
        subscription !== undefined && renewsAt !== null
          ? await isRenewed(db, subscription.id, renewsAt)
          : false,
      audioCapable: radio.audioCapable,
      deviceType: radio.deviceType,
      packageId: subscription?.packageId ?? null,
    },
  };
}
