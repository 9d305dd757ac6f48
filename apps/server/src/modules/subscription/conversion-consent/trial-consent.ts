import {
  type CareGiveTrialConsentRequest,
  type CareTrialConsent,
  CONVERSION_CONSENT_TEXT_VERSION,
  type Country,
  type Currency,
  conversionConsentAsked,
  money,
} from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { accountLocale } from '../../billing/index.ts';
import type { NamedSubscription } from '../../checkout/index.ts';
import { packageNamesOf } from '../../identification/index.ts';
import { recordConversionConsent, storedConsentOf } from './consent-store.ts';

/**
 * The trial of a named subscription that waits for a Quebec customer's consent: a running trial
 * (ending after `now`) followed by a paid phase, on a Quebec service address. Anything else:
 * 409 TRIAL_CONSENT_NOT_ASKED.
 */
function trialAskingConsent(named: NamedSubscription, now: Date) {
  const { subscription, account } = named;
  const trial = subscription.phases.find((phase) => phase.phase === 'trial');
  const next = trial && subscription.phases.find((phase) => phase.position === trial.position + 1);
  const asked = conversionConsentAsked({
    country: account.country as Country,
    serviceState: account.serviceAddress.state,
  });
  if (
    !asked ||
    !trial?.endsAt ||
    !next ||
    next.priceMinor <= 0 ||
    subscription.status !== 'Active' ||
    trial.endsAt.getTime() <= now.getTime()
  ) {
    throw new AppError('TRIAL_CONSENT_NOT_ASKED', 'no trial waiting for a consent');
  }
  return { trial, trialEndsAt: trial.endsAt, next };
}

/** The consent page's answer (ADR 075). */
export async function trialConsentOf(
  db: Db,
  named: NamedSubscription,
  now: Date,
): Promise<CareTrialConsent> {
  const { trialEndsAt, next } = trialAskingConsent(named, now);
  const locale = accountLocale(named.account);
  const planName = (await packageNamesOf(db, [named.subscription.packageId], locale))(
    named.subscription.packageId,
  );
  const given = await storedConsentOf(db, named.subscription.id);
  return {
    subscriptionId: named.subscription.id,
    planName,
    trialEndsOn: trialEndsAt.toISOString().slice(0, 10),
    price: money(next.priceMinor, next.currency as Currency),
    termMonths: Math.max(next.termMonths, 1),
    textVersion: CONVERSION_CONSENT_TEXT_VERSION,
    given: given
      ? {
          givenAt: given.givenAt.toISOString(),
          textVersion: given.textVersion,
          language: given.locale,
        }
      : null,
  };
}

/**
 * Records the express consent to the text version the page showed, in the language it was read
 * in, at `now` (before the trial's end, or 409). Given twice: the first stands.
 */
export async function giveTrialConsent(
  db: Db,
  named: NamedSubscription,
  request: CareGiveTrialConsentRequest,
  caller: { identityId: string | null },
  now: Date,
): Promise<CareTrialConsent> {
  trialAskingConsent(named, now);
  if (request.textVersion !== CONVERSION_CONSENT_TEXT_VERSION) {
    throw new AppError('TRIAL_CONSENT_TEXT_OUT_OF_DATE', 'consent to an older text');
  }
  await recordConversionConsent(
    db,
    {
      subscriptionId: named.subscription.id,
      accountNumber: named.account.accountNumber,
      textVersion: request.textVersion,
      locale: request.language,
      identityId: caller.identityId,
    },
    now,
  );
  return trialConsentOf(db, named, now);
}
