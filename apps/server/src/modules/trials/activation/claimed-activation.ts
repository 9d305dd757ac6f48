import type { CareTrialActivation, Locale } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { identities, type RadioRow, subscriptionPhases } from '../../../db/schema/index.ts';
import { findOfferByPlanCode } from '../../catalog/index.ts';
import { packageNameOf } from '../../checkout/index.ts';
import { findAccount, findSubscription } from '../../identification/index.ts';
import { vehicleOf } from './trial-radio.ts';
import { isoDay } from './trial-terms.ts';

const LOCALES: readonly Locale[] = ['en-US', 'en-CA', 'fr-CA'];

/** The account's language as a locale; an account written before locales were kept: `fallback`. */
export function localeOf(stored: string, fallback: Locale): Locale {
  return LOCALES.find((locale) => locale === stored) ?? fallback;
}

/**
 * What a claim answers, read back from what it wrote (so a claim, its replay by a one-click link
 * and a consolidation answer alike): the account, the trial subscription and its trial phase's
 * end, the package, and whether the account has a sign-in yet.
 */
export async function claimedActivationOf(
  db: Db,
  radio: RadioRow,
  subscriptionId: string,
): Promise<CareTrialActivation> {
  const subscription = await findSubscription(db, subscriptionId);
  if (!subscription) throw new Error(`claimed subscription ${subscriptionId} is gone`);
  const account = await findAccount(db, subscription.accountNumber);
  if (!account) throw new Error(`account ${subscription.accountNumber} is gone`);
  const phases = await db
    .select()
    .from(subscriptionPhases)
    .where(eq(subscriptionPhases.subscriptionId, subscriptionId));
  const trialEnd = phases.find((phase) => phase.phase === 'trial')?.endsAt;
  if (!trialEnd) throw new Error(`claimed subscription ${subscriptionId} has no trial phase`);
  const offer = await findOfferByPlanCode(db, subscription.planCode);
  if (!offer) throw new Error(`claimed plan ${subscription.planCode} not in the catalog`);
  const [owner] = account.ownerIdentityId
    ? await db.select().from(identities).where(eq(identities.id, account.ownerIdentityId))
    : [];
  return {
    status: 'SUCCESS',
    accountNumber: account.accountNumber,
    subscriptionId,
    radioIdLastFour: radio.radioId.slice(-4),
    vehicle: vehicleOf(radio),
    email: account.email,
    planCode: subscription.planCode,
    packageName: packageNameOf(offer, localeOf(account.language, 'en-US')),
    trialEndDate: isoDay(trialEnd),
    isEligibleForRegistration: owner === undefined,
    isOfferStreamingEligible: offer.package.streamingAvailable,
    isUserNameSameAsEmail:
      owner !== undefined &&
      account.email !== null &&
      owner.handle.toLowerCase() === account.email.toLowerCase(),
  };
}
