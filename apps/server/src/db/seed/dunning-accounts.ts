import { type Address, addMonths, type Locale } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { renewalQuotesOf } from '../../modules/billing/index.ts';
import { invoiceLinesOf } from '../../modules/checkout/index.ts';
import {
  dunningCases,
  invoices,
  type SubscriberAccountRow,
  type subscriptionPhases,
  subscriptions,
} from '../schema/index.ts';
import { type DemoCardHolder, seedDemoCardHolder } from './demo-card-holder.ts';
import { seedDemoSatellitePlan } from './demo-satellite-plan.ts';
import type { SeedPart } from './seed-part.ts';

const DAY_MS = 86_400_000;

/**
 * What each demo account of dunning and notices shows (ADR 075, docs/demo-data.md):
 * - `declines`: a monthly plan renewing in 3 days on a card the sandbox gateway declines, so
 *   the demo clock shows the retries (1, 3, 7 days), past due, then suspended;
 * - `quebecTrial` / `quebecConsent`: a Quebec customer (in French) whose trial ends in 10 days,
 *   followed by Music Showcase: the consent request goes 7 days before; without the consent the
 *   trial ends and nothing is charged (`quebecConsent` is the browser test's own);
 * - `cardExpiring`: a card on file in its last month (aboutToExpire): the notice with its link;
 * - `suspended` / `suspendedPay`: after three declined attempts, past due and suspended for
 *   non-payment; paying the balance brings the radio back (`suspendedPay`: the browser test's).
 */
type Standing = 'declines' | 'trial' | 'cardExpiring' | 'suspended';

type DunningDemo = DemoCardHolder & {
  standing: Standing;
  radioId: string;
  subscriptionId: string;
  planCode: string;
  packageId: string;
  priceMinor: number;
};

const TEXAS: Address = {
  addressLine1: '900 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
};
const MONTREAL: Address = {
  addressLine1: '1000 rue Sherbrooke O',
  city: 'Montréal',
  state: 'QC',
  zip: 'H3A 3G4',
  country: 'CA',
};

function demo(
  accountNumber: string,
  values: {
    standing: Standing;
    handle: string;
    password: string;
    firstName: string;
    lastName: string;
    language: Locale;
    card: DemoCardHolder['card'];
  },
): DunningDemo {
  const last4 = accountNumber.slice(-4);
  const canadian = values.language !== 'en-US';
  return {
    ...values,
    identityId: `idn_seed_dunning_${last4}`,
    phone: canadian ? `514555${last4}` : `512555${last4}`,
    country: canadian ? 'ca' : 'us',
    currency: canadian ? 'CAD' : 'USD',
    accountNumber,
    serviceAddress: canadian ? MONTREAL : TEXAS,
    radioId: `ORBE${last4}`,
    subscriptionId: `sub_seed_dunning_${last4}`,
    planCode: canadian ? 'CA_SAT_MS_MO' : 'US_SAT_AA_MO',
    packageId: canadian ? 'SXM_MUSIC_SHOWCASE' : 'SXM_ALL_ACCESS',
    priceMinor: canadian ? 1199 : 2299,
  };
}

const declining = (last4: string) => ({
  token: `ctok_seed_dunning_${last4}_declines`,
  brand: 'visa',
  last4: '0002',
  outcome: 'declined' as const,
});

export const DUNNING_DEMOS = {
  declines: demo('10000231', {
    standing: 'declines',
    handle: 'dunning.declines@orbitradio.test',
    password: 'Declined-Orbit-31',
    firstName: 'Riley',
    lastName: 'Novak',
    language: 'en-US',
    card: declining('0231'),
  }),
  quebecTrial: demo('10000232', {
    standing: 'trial',
    handle: 'essai.quebec@orbitradio.test',
    password: 'Essai-Fleuve-32',
    firstName: 'Élodie',
    lastName: 'Tremblay',
    language: 'fr-CA',
    card: { token: 'ctok_seed_dunning_0232_visa', brand: 'visa', last4: '4232' },
  }),
  cardExpiring: demo('10000233', {
    standing: 'cardExpiring',
    handle: 'card.expiring@orbitradio.test',
    password: 'Expiring-Card-33',
    firstName: 'Jordan',
    lastName: 'Reyes',
    language: 'en-US',
    card: { token: 'ctok_seed_dunning_0233_visa', brand: 'visa', last4: '4233' },
  }),
  suspended: demo('10000234', {
    standing: 'suspended',
    handle: 'dunning.suspended@orbitradio.test',
    password: 'Suspended-Orbit-34',
    firstName: 'Casey',
    lastName: 'Lindqvist',
    language: 'en-US',
    card: declining('0234'),
  }),
  quebecConsent: demo('10000235', {
    standing: 'trial',
    handle: 'consentement.quebec@orbitradio.test',
    password: 'Consent-Fleuve-35',
    firstName: 'Gabriel',
    lastName: 'Lavoie',
    language: 'fr-CA',
    card: { token: 'ctok_seed_dunning_0235_visa', brand: 'visa', last4: '4235' },
  }),
  suspendedPay: demo('10000236', {
    standing: 'suspended',
    handle: 'dunning.pays@orbitradio.test',
    password: 'Pays-Orbit-36',
    firstName: 'Morgan',
    lastName: 'Achebe',
    language: 'en-US',
    card: declining('0236'),
  }),
} as const;

/** Midnight UTC of the seed's day, `days` later (negative: earlier). */
const dayOf = (now: Date, days: number) =>
  new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + days * DAY_MS);

function phasesOf(account: DunningDemo, now: Date) {
  const phase = (
    position: number,
    values: Partial<typeof subscriptionPhases.$inferInsert>,
  ): typeof subscriptionPhases.$inferInsert => ({
    id: `${account.subscriptionId}_phase_${position + 1}`,
    subscriptionId: account.subscriptionId,
    position,
    phase: 'fullPrice',
    planType: 'SELF_PAY',
    startsAt: now,
    endsAt: null,
    termMonths: 1,
    priceMinor: account.priceMinor,
    currency: account.currency,
    isPrepaid: false,
    offerId: account.planCode,
    ...values,
  });
  if (account.standing === 'trial') {
    const trialEnds = dayOf(now, 10);
    const start = addMonths(trialEnds, -3);
    return {
      start,
      phases: [
        phase(0, {
          phase: 'trial',
          planType: 'TRIAL',
          startsAt: start,
          endsAt: trialEnds,
          termMonths: 3,
          priceMinor: 0,
        }),
        phase(1, { startsAt: trialEnds }),
      ],
    };
  }
  // Monthly terms: renewing in 3 days, or (suspended) the one 12 days ago declined.
  const start =
    account.standing === 'suspended'
      ? addMonths(dayOf(now, -12), -5)
      : addMonths(dayOf(now, 3), -6);
  return { start, phases: [phase(0, { startsAt: start })] };
}

/**
 * A suspended account as dunning leaves it: the period 12 days ago declined and its three
 * retries too (1, 3, 7 days), past due since the last, suspended 3 days later; the bill, priced
 * by the quote engine, still owed.
 */
async function seedSuspension(
  tx: Parameters<SeedPart['run']>[0],
  account: DunningDemo,
  subscriber: SubscriberAccountRow,
  phase: typeof subscriptionPhases.$inferInsert,
  now: Date,
) {
  const periodStart = dayOf(now, -12);
  const [priced] = await renewalQuotesOf(tx, subscriber, [
    {
      packageId: account.packageId,
      planCode: account.planCode,
      phase: {
        phase: phase.phase,
        termMonths: 1,
        priceMinor: account.priceMinor,
        currency: account.currency,
      },
      date: periodStart,
    },
  ]);
  if (!priced) throw new Error('seed: suspended period not priced');
  const total = priced.quote.totalAmount.amountMinor;
  const invoiceId = `inv_seed_dunning_${account.accountNumber}`;
  const pastDueSince = dayOf(now, -5);
  await tx.insert(invoices).values({
    id: invoiceId,
    number: `ORB-${account.accountNumber}-DUN`,
    accountNumber: account.accountNumber,
    subscriptionId: account.subscriptionId,
    orderId: null,
    currency: account.currency,
    amountTotalMinor: total,
    amountPaidMinor: 0,
    amountDueMinor: total,
    appliedBalanceMinor: 0,
    lines: invoiceLinesOf(priced.quote, account.subscriptionId),
    paymentMethodId: null,
    serviceAddress: account.serviceAddress,
    issuedAt: periodStart,
    dueDate: pastDueSince,
  });
  await tx.insert(dunningCases).values({
    id: `dun_seed_${account.accountNumber}`,
    subscriptionId: account.subscriptionId,
    accountNumber: account.accountNumber,
    periodStart,
    invoiceId,
    amountMinor: total,
    currency: account.currency,
    declinedAttempts: 4,
    state: 'suspended',
    openedAt: periodStart,
    pastDueSince,
    suspendedAt: dayOf(now, -2),
  });
  await tx
    .update(subscriptions)
    .set({ status: 'Suspended', updatedAt: dayOf(now, -2) })
    .where(eq(subscriptions.id, account.subscriptionId));
}

export const demoDunningAccounts: SeedPart = {
  name: 'dunning-accounts',
  async run(tx, { now }) {
    for (const account of Object.values(DUNNING_DEMOS) as DunningDemo[]) {
      const { start, phases } = phasesOf(account, now);
      const holder =
        account.standing === 'cardExpiring'
          ? {
              ...account,
              card: {
                ...account.card,
                expiry: { month: now.getUTCMonth() + 1, year: now.getUTCFullYear() },
              },
            }
          : account;
      const { profileId } = await seedDemoCardHolder(tx, holder, start);
      await seedDemoSatellitePlan(tx, account, { start, profileId, phases });
      const [phase] = phases;
      if (account.standing === 'suspended' && phase) {
        const subscriber = {
          accountNumber: account.accountNumber,
          country: account.country,
          serviceAddress: account.serviceAddress,
        } as SubscriberAccountRow;
        await seedSuspension(tx, account, subscriber, phase, now);
      }
    }
    return `6 dunning and notice accounts (${Object.values(DUNNING_DEMOS)
      .map((account) => `${account.handle} ${account.accountNumber}`)
      .join(', ')})`;
  },
};
