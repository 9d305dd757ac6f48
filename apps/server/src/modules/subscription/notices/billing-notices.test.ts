import { careTrialConsentSchema } from '@orbit/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../db/client.ts';
import {
  conversionConsents,
  invoices,
  periodCharges,
  subscriberAccounts,
  subscriptionPhases,
  subscriptions,
} from '../../../db/schema/index.ts';
import { DUNNING_DEMOS } from '../../../db/seed/dunning-accounts.ts';
import { CA_HOST, careCaller, careData } from '../../../testing/care-caller.ts';
import { createFakeClock } from '../../../testing/fake-clock.ts';
import { mailbox } from '../../../testing/identities.ts';
import { billingApp, careRefusal } from '../../billing/billing.testing.ts';
import { dayOf, dunningSeedTime, runDueUntil } from '../dunning/dunning.testing.ts';

const { quebecTrial, quebecConsent, cardExpiring } = DUNNING_DEMOS;
const NBSP = '\u00a0';

const subscriptionOf = async (db: Db, id: string) =>
  (await db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0];
/** The messages of one template sent to `to`, newest first. */
const sentOf = async (app: Parameters<typeof mailbox>[0], to: string, template: string) =>
  (await mailbox(app, to)).filter((message) => message.template === template);
const chargesOf = (db: Db, id: string) =>
  db.select().from(periodCharges).where(eq(periodCharges.subscriptionId, id));

describe('billing notices and the Quebec consent', { timeout: 180_000 }, () => {
  it('sends each notice once in the customer’s language; a Quebec trial converts only with consent', async () => {
    const seeded = await dunningSeedTime();
    const clock = createFakeClock(seeded);
    const testApp = await careCaller({ clock, host: CA_HOST });
    const { app, db } = testApp;
    const trialEnds = dayOf(seeded, 10);
    // Seven days before the trials end, and again the next day (a second sweep sends nothing).
    await runDueUntil(app, clock, dayOf(seeded, 4));

    // The Quebec customer without consent: the consent request, in French.
    const [request, ...moreRequests] = await mailbox(app, quebecTrial.handle);
    expect(moreRequests).toEqual([]);
    expect(request).toMatchObject({ template: 'conversion-consent-request', locale: 'fr-CA' });
    expect(request?.subject).toBe(
      'Votre consentement est requis pour continuer après votre essai Orbit Radio',
    );
    expect(request?.text).toContain('nous avons besoin de votre consentement exprès');
    expect(request?.text).toContain('Donner mon consentement: http');
    expect(request?.html).toContain('<html lang="fr-CA">');
    const consentLink = /https?:\/\/\S+magicLinkId=\S+/.exec(request?.text ?? '')?.[0] ?? '';
    expect(new URL(consentLink).searchParams.get('redirectTo')).toBe(
      `/account/trial-consent?subscriptionId=${quebecTrial.subscriptionId}`,
    );
    expect(new URL(consentLink).hostname).toMatch(/^can\./);

    // The card in its last month: once, with the link to update it.
    const [expiry, ...moreExpiry] = await sentOf(app, cardExpiring.handle, 'card-expiry-notice');
    expect(moreExpiry).toEqual([]);
    expect(expiry).toMatchObject({ template: 'card-expiry-notice', locale: 'en-US' });
    expect(expiry?.text).toContain('your Visa card ending in 4233 expires after');
    expect(expiry?.text).toMatch(/redirectTo=%2Faccount%2Fpay%2Fupdate-payment-info/);

    // The other Quebec customer gives the consent on the page (signed in), in French.
    await testApp.newSession();
    await testApp.signIn(quebecConsent.handle, quebecConsent.password);
    const page = careData(
      await testApp.post('/services/subscription/trial-consent', {
        subscriptionId: quebecConsent.subscriptionId,
      }),
      careTrialConsentSchema,
    );
    expect(page).toMatchObject({
      trialEndsOn: trialEnds.toISOString().slice(0, 10),
      price: { amountMinor: 1199, currency: 'CAD' },
      given: null,
    });
    careRefusal(
      await testApp.post('/services/subscription/trial-consent/give', {
        subscriptionId: quebecConsent.subscriptionId,
        textVersion: '2000-01',
        language: 'fr-CA',
      }),
      409,
      'TRIAL_CONSENT_TEXT_OUT_OF_DATE',
    );
    const given = careData(
      await testApp.post('/services/subscription/trial-consent/give', {
        subscriptionId: quebecConsent.subscriptionId,
        textVersion: page.textVersion,
        language: 'fr-CA',
      }),
      careTrialConsentSchema,
    );
    expect(given.given).toMatchObject({ textVersion: page.textVersion, language: 'fr-CA' });
    const [stored] = await db
      .select()
      .from(conversionConsents)
      .where(eq(conversionConsents.subscriptionId, quebecConsent.subscriptionId));
    expect(stored).toMatchObject({
      documentId: 'OFFER_AND_RENEWAL_TERMS.CA.fr-CA',
      locale: 'fr-CA',
      givenAt: clock.now(),
    });
    // Someone else's trial: as if it did not exist.
    careRefusal(
      await testApp.post('/services/subscription/trial-consent', {
        subscriptionId: quebecTrial.subscriptionId,
      }),
      404,
      'SUBSCRIPTION_NOT_FOUND',
    );

    // The trials' end: with the consent it converts and is charged once; without, it ends unpaid.
    await runDueUntil(app, clock, new Date(trialEnds.getTime() + 3_600_000));
    expect((await subscriptionOf(db, quebecConsent.subscriptionId))?.status).toBe('Active');
    const converted = await chargesOf(db, quebecConsent.subscriptionId);
    expect(converted.map((charge) => charge.status)).toEqual(['paid']);
    const consented = await mailbox(app, quebecConsent.handle);
    expect(consented.map((message) => [message.template, message.locale]).reverse()).toEqual([
      ['conversion-consent-request', 'fr-CA'],
      // Once consented, the usual notice before it converts (price, date, one-click cancel).
      ['trial-conversion-notice', 'fr-CA'],
      ['payment-receipt', 'fr-CA'],
    ]);
    expect((await subscriptionOf(db, quebecTrial.subscriptionId))?.status).toBe('Closed');
    expect(await chargesOf(db, quebecTrial.subscriptionId)).toEqual([]);
    expect(
      await db
        .select()
        .from(invoices)
        .where(eq(invoices.subscriptionId, quebecTrial.subscriptionId)),
    ).toEqual([]);
    // Each notice went once, however many sweeps ran.
    expect(await mailbox(app, quebecTrial.handle)).toHaveLength(1);
    expect(await sentOf(app, cardExpiring.handle, 'card-expiry-notice')).toHaveLength(1);
  });

  it('before a prepaid promo steps up, and before a trial converts outside Quebec (price, date, one-click cancel link, in French)', async () => {
    const seeded = await dunningSeedTime();
    const clock = createFakeClock(seeded);
    const testApp = await billingApp({ clock, ownDatabase: true });
    const { app, db } = testApp;
    await db
      .update(subscriberAccounts)
      .set({
        serviceAddress: {
          addressLine1: '100 rue Rideau',
          city: 'Ottawa',
          state: 'ON',
          zip: 'K1N 5X1',
          country: 'CA',
        },
      })
      .where(eq(subscriberAccounts.accountNumber, quebecConsent.accountNumber));
    // The billing clock's demo promo (10000223, ending 10 days after the seed), made prepaid.
    await db
      .update(subscriptionPhases)
      .set({ isPrepaid: true })
      .where(
        and(
          eq(subscriptionPhases.subscriptionId, 'sub_seed_clock_promo'),
          eq(subscriptionPhases.phase, 'promo'),
        ),
      );
    await runDueUntil(app, clock, dayOf(seeded, 5));
    const [stepUp, ...moreStepUps] = await sentOf(
      app,
      'clock.promo@orbitradio.test',
      'promo-step-up-notice',
    );
    expect(moreStepUps).toEqual([]);
    expect(stepUp?.subject).toMatch(/^Your Orbit Radio promotional price ends on /);
    expect(stepUp?.text).toContain('From that day it renews at $22.99 per period');
    const [notice, ...more] = await mailbox(app, quebecConsent.handle);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ template: 'trial-conversion-notice', locale: 'fr-CA' });
    const convertsOn = new Intl.DateTimeFormat('fr-CA', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(dayOf(seeded, 10));
    expect(notice?.subject).toBe(`Votre essai Orbit Radio devient payant le ${convertsOn}`);
    expect(notice?.text).toContain(`coûte 11,99${NBSP}$ par période`);
    const link = /https?:\/\/\S+magicLinkId=\S+/.exec(notice?.text ?? '')?.[0] ?? '';
    expect(new URL(link).searchParams.get('redirectTo')).toBe(
      `/subscription/cancel?subscriptionId=${quebecConsent.subscriptionId}`,
    );
  });
});
