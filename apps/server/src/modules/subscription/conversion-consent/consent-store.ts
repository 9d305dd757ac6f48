import {
  agreementDocumentId,
  type ConversionConsentVerdict,
  type Country,
  conversionConsentOf,
  type Locale,
} from '@orbit/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { conversionConsents, subscriptionPhases } from '../../../db/schema/index.ts';
import { subscriptionAndAccountOf } from '../subscription-and-account.ts';

/** A trial subscription with what the consent rule reads: its account and the trial's end. */
export async function trialToConvertOf(db: Db, subscriptionId: string) {
  const row = await subscriptionAndAccountOf(db, subscriptionId);
  if (!row) return null;
  const [trial] = await db
    .select()
    .from(subscriptionPhases)
    .where(
      and(
        eq(subscriptionPhases.subscriptionId, subscriptionId),
        eq(subscriptionPhases.phase, 'trial'),
      ),
    )
    .orderBy(subscriptionPhases.position)
    .limit(1);
  if (!trial?.endsAt) return null;
  return { ...row, trial, trialEndsAt: trial.endsAt };
}

/** The consent stored for a subscription, as the rule reads it. */
export async function storedConsentOf(db: Db, subscriptionId: string) {
  const [row] = await db
    .select()
    .from(conversionConsents)
    .where(eq(conversionConsents.subscriptionId, subscriptionId));
  return row
    ? { givenAt: row.givenAt, textVersion: row.textVersion, locale: row.locale as Locale }
    : null;
}

/**
 * What the consent rule says of a trial's conversion at `now` (called by the billing clock when
 * a trial ends, ADR 074/075): `missing` means the trial ends and nothing is charged. A
 * subscription with no trial (nothing converts from free) needs none.
 */
export async function conversionConsentFor(
  db: Db,
  subscriptionId: string,
  _now: Date,
): Promise<ConversionConsentVerdict> {
  const trial = await trialToConvertOf(db, subscriptionId);
  if (!trial) return { kind: 'notNeeded' };
  return conversionConsentOf({
    country: trial.account.country as Country,
    serviceState: trial.account.serviceAddress.state,
    trialEndsAt: trial.trialEndsAt,
    consent: await storedConsentOf(db, subscriptionId),
  });
}

/**
 * Records a Quebec customer's consent: the first one stands (a second click changes nothing),
 * named by the document id with Quebec's locale suffix (spec 001 §9).
 */
export async function recordConversionConsent(
  db: Db,
  consent: {
    subscriptionId: string;
    accountNumber: string;
    textVersion: string;
    locale: Locale;
    identityId: string | null;
  },
  now: Date,
): Promise<void> {
  await db
    .insert(conversionConsents)
    .values({
      subscriptionId: consent.subscriptionId,
      accountNumber: consent.accountNumber,
      documentId: agreementDocumentId({
        consentType: 'OFFER_AND_RENEWAL_TERMS',
        countryCode: 'CA',
        regionCode: 'QC',
        language: consent.locale,
      }),
      textVersion: consent.textVersion,
      locale: consent.locale,
      identityId: consent.identityId,
      givenAt: now,
    })
    .onConflictDoNothing();
}
