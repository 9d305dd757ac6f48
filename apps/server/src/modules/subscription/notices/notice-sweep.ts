import { type Country, cardExpiryCheck, conversionConsentAsked } from '@orbit/domain';
import { and, eq, gt, inArray, isNotNull, lte } from 'drizzle-orm';
import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import {
  billingProfiles,
  conversionConsents,
  paymentMethods,
  subscriberAccounts,
  subscriptionPhases,
  subscriptions,
} from '../../../db/schema/index.ts';
import type { JobContext, Scheduler } from '../../../platform/scheduler/index.ts';
import { BILLING_TEMPLATES } from './billing-messages.ts';
import { moneyOf, noticeFactsOf } from './notice-facts.ts';
import { oneClickLinkOf } from './notice-links.ts';
import { sendBillingNotice } from './send-billing-notice.ts';

/** The daily sweep that sends the notices due before a change of price or a card's expiry. */
export const BILLING_NOTICE_SWEEP = 'billing-notices.daily-sweep';

const DAY_SECONDS = 86_400;
const DAY_MS = DAY_SECONDS * 1000;
const CARD_UPDATE_PATH = '/account/pay/update-payment-info';
const MANAGE_PATH = '/account';
export const CONSENT_PAGE_PATH = '/account/trial-consent';

type NoticeDeps = { config: AppConfig };

/**
 * Defines the daily notice sweep on the scheduler (catching up day by day when the clock
 * jumps): before a trial becomes paid (its price and date, a one-click cancel link; for a
 * Quebec customer without consent, the consent request instead), before a prepaid promo steps
 * up, and in the month a card on file expires. Each notice has its dedupe key (ADR 075).
 */
export function defineNoticeSweep(scheduler: Scheduler, deps: NoticeDeps): void {
  scheduler.defineRecurring({
    name: BILLING_NOTICE_SWEEP,
    intervalSeconds: DAY_SECONDS,
    catchUp: true,
    run: (context) => sendDueNotices(deps, context),
  });
}

export async function sendDueNotices(deps: NoticeDeps, context: Pick<JobContext, 'db' | 'runAt'>) {
  const at = context.runAt;
  const horizon = new Date(at.getTime() + deps.config.dunning.noticeLeadDays * DAY_MS);
  await sendPhaseEndNotices(deps, context.db, at, horizon);
  await sendCardExpiryNotices(deps, context.db, at);
}

/** Running trials and prepaid promos that end within the lead, followed by a priced phase. */
async function phasesEndingSoon(db: Db, at: Date, horizon: Date) {
  const ending = await db
    .select({ phase: subscriptionPhases, subscription: subscriptions })
    .from(subscriptionPhases)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionPhases.subscriptionId))
    .where(
      and(
        inArray(subscriptionPhases.phase, ['trial', 'promo']),
        gt(subscriptionPhases.endsAt, at),
        lte(subscriptionPhases.endsAt, horizon),
        eq(subscriptions.status, 'Active'),
        eq(subscriptions.commerceState, 'active'),
        // Only what we bill steps up to a price we charge (ADR 080: no billing profile, no charge).
        isNotNull(subscriptions.billingProfileId),
      ),
    );
  if (ending.length === 0) return [];
  const later = await db
    .select()
    .from(subscriptionPhases)
    .where(
      inArray(
        subscriptionPhases.subscriptionId,
        ending.map((row) => row.subscription.id),
      ),
    );
  return ending.flatMap((row) => {
    const next = later.find(
      (phase) =>
        phase.subscriptionId === row.subscription.id && phase.position === row.phase.position + 1,
    );
    if (!next || next.priceMinor <= 0 || !row.phase.endsAt) return [];
    if (row.phase.phase === 'promo' && !row.phase.isPrepaid) return [];
    return [{ ...row, endsAt: row.phase.endsAt, next }];
  });
}

async function sendPhaseEndNotices(deps: NoticeDeps, db: Db, at: Date, horizon: Date) {
  for (const ending of await phasesEndingSoon(db, at, horizon)) {
    const facts = await noticeFactsOf(db, ending.subscription.id);
    if (!facts) continue;
    const { account } = facts;
    const endsOn = ending.endsAt.toISOString().slice(0, 10);
    const price = moneyOf(ending.next.priceMinor, ending.next.currency);
    const base = { account };
    const named = { firstName: account.firstName, planName: facts.planName };
    await db.transaction(async (tx) => {
      if (ending.phase.phase === 'promo') {
        await sendBillingNotice(
          tx,
          {
            ...base,
            dedupeKey: `promo-step-up|${ending.subscription.id}|${endsOn}`,
            kind: 'promo-step-up',
            template: BILLING_TEMPLATES.promoStepUp,
            params: async (claimed) => ({
              ...named,
              price,
              stepsUpOn: ending.endsAt,
              accountHref: await oneClickLinkOf(
                claimed,
                deps,
                account,
                MANAGE_PATH,
                ending.endsAt,
                at,
              ),
            }),
          },
          at,
        );
        return;
      }
      const asked = conversionConsentAsked({
        country: account.country as Country,
        serviceState: account.serviceAddress.state,
      });
      const [consent] = asked
        ? await tx
            .select()
            .from(conversionConsents)
            .where(eq(conversionConsents.subscriptionId, ending.subscription.id))
        : [];
      if (asked && !consent) {
        const path = `${CONSENT_PAGE_PATH}?subscriptionId=${ending.subscription.id}`;
        await sendBillingNotice(
          tx,
          {
            ...base,
            dedupeKey: `consent-request|${ending.subscription.id}|${endsOn}`,
            kind: 'consent-request',
            template: BILLING_TEMPLATES.consentRequest,
            params: async (claimed) => ({
              ...named,
              price,
              convertsOn: ending.endsAt,
              consentHref: await oneClickLinkOf(claimed, deps, account, path, ending.endsAt, at),
            }),
          },
          at,
        );
        return;
      }
      const cancelPath = `/subscription/cancel?subscriptionId=${ending.subscription.id}`;
      await sendBillingNotice(
        tx,
        {
          ...base,
          dedupeKey: `trial-conversion|${ending.subscription.id}|${endsOn}`,
          kind: 'trial-conversion',
          template: BILLING_TEMPLATES.trialConversion,
          params: async (claimed) => ({
            ...named,
            price,
            convertsOn: ending.endsAt,
            cancelHref: await oneClickLinkOf(claimed, deps, account, cancelPath, ending.endsAt, at),
          }),
        },
        at,
      );
    });
  }
}

/** Cards on file of accounts with a running subscription, in their last month (aboutToExpire). */
async function sendCardExpiryNotices(deps: NoticeDeps, db: Db, at: Date) {
  const cards = await db
    .select({ card: paymentMethods, account: subscriberAccounts })
    .from(paymentMethods)
    .innerJoin(billingProfiles, eq(billingProfiles.defaultPaymentMethodId, paymentMethods.id))
    .innerJoin(
      subscriberAccounts,
      eq(subscriberAccounts.accountNumber, billingProfiles.accountNumber),
    )
    .where(
      and(
        eq(paymentMethods.status, 'active'),
        eq(paymentMethods.expiryYear, at.getUTCFullYear()),
        eq(paymentMethods.expiryMonth, at.getUTCMonth() + 1),
      ),
    );
  for (const { card, account } of cards) {
    if (
      cardExpiryCheck({ month: card.expiryMonth, year: card.expiryYear }, at) !== 'SOON_EXPIRED'
    ) {
      continue;
    }
    const [running] = await db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.accountNumber, account.accountNumber),
          eq(subscriptions.status, 'Active'),
        ),
      )
      .limit(1);
    if (!running) continue;
    const lastDay = new Date(Date.UTC(card.expiryYear, card.expiryMonth, 0));
    await db.transaction(async (tx) =>
      sendBillingNotice(
        tx,
        {
          dedupeKey: `card-expiry|${card.id}|${card.expiryYear}-${card.expiryMonth}`,
          kind: 'card-expiry',
          account,
          template: BILLING_TEMPLATES.cardExpiry,
          params: async (claimed) => ({
            firstName: account.firstName,
            brand: brandName(card.brand),
            cardLastFour: card.last4,
            expires: lastDay,
            updateHref: await oneClickLinkOf(claimed, deps, account, CARD_UPDATE_PATH, lastDay, at),
          }),
        },
        at,
      ),
    );
  }
}

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
};
const brandName = (brand: string) => BRANDS[brand] ?? brand;
