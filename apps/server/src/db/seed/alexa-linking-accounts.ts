import type { DemoCardHolder } from './demo-card-holder.ts';
import { seedDemoCardHolder } from './demo-card-holder.ts';
import { seedDemoSatellitePlan } from './demo-satellite-plan.ts';
import type { SeedPart } from './seed-part.ts';

const DAY_MS = 86_400_000;

type AlexaCustomer = DemoCardHolder & {
  /** The radio and its paid plan. */
  plan: { radioId: string; subscriptionId: string };
};

const holder = (
  n: string,
  market: 'us' | 'ca',
  firstName: string,
  lastName: string,
): Omit<AlexaCustomer, 'password' | 'plan'> => ({
  identityId: `idn_seed_alexa_${n}`,
  handle: `alexa.${n}@orbitradio.test`,
  firstName,
  lastName,
  phone: market === 'us' ? `206555${n.padStart(4, '0')}` : `514555${n.padStart(4, '0')}`,
  language: market === 'us' ? 'en-US' : 'fr-CA',
  country: market,
  currency: market === 'us' ? 'USD' : 'CAD',
  accountNumber: `10000${n}`,
  serviceAddress:
    market === 'us'
      ? { addressLine1: '400 Broad St', city: 'Seattle', state: 'WA', zip: '98109', country: 'US' }
      : {
          addressLine1: '1000 rue De La Gauchetière O',
          city: 'Montréal',
          state: 'QC',
          zip: 'H3B 4W5',
          country: 'CA',
        },
  card: { token: `ctok_seed_alexa_${n}_visa`, brand: 'visa', last4: n.padStart(4, '0') },
});

/**
 * The Alexa-linking demo customers (docs/demo-data.md, ADR 076), each with a password sign-in:
 * - `listener` (10000191, Seattle): Platinum monthly on ORBD0191 — links Alexa in the browser
 *   walk, through every sandbox Amazon user;
 * - `quebec` (10000192, Montréal, fr-CA): All Access monthly on ORBD0192 — the same in French;
 * - `retry` (10000193, Seattle): Platinum monthly on ORBD0193 — meets Amazon down and the skill
 *   refused, then links on the retry.
 */
export const ALEXA_CUSTOMERS = {
  listener: {
    ...holder('191', 'us', 'Riley', 'Navarro'),
    password: 'Link-My-Alexa-91',
    plan: { radioId: 'ORBD0191', subscriptionId: 'sub_seed_alexa_0191' },
  },
  quebec: {
    ...holder('192', 'ca', 'Élodie', 'Tremblay'),
    password: 'Link-My-Alexa-92',
    plan: { radioId: 'ORBD0192', subscriptionId: 'sub_seed_alexa_0192' },
  },
  retry: {
    ...holder('193', 'us', 'Jonah', 'Whitaker'),
    password: 'Link-My-Alexa-93',
    plan: { radioId: 'ORBD0193', subscriptionId: 'sub_seed_alexa_0193' },
  },
} as const satisfies Record<string, AlexaCustomer>;

export const demoAlexaLinkingAccounts: SeedPart = {
  name: 'alexa-linking-accounts',
  async run(tx, { now }) {
    const customers = Object.values(ALEXA_CUSTOMERS) as AlexaCustomer[];
    const start = new Date(now.getTime() - 40 * DAY_MS);
    for (const customer of customers) {
      const { profileId } = await seedDemoCardHolder(tx, customer, start);
      const us = customer.country === 'us';
      const planCode = us ? 'US_SAT_PLAT_MO' : 'CA_SAT_AA_MO';
      await seedDemoSatellitePlan(
        tx,
        {
          accountNumber: customer.accountNumber,
          ...customer.plan,
          planCode,
          packageId: us ? 'SXM_PLATINUM' : 'SXM_ALL_ACCESS',
        },
        {
          start,
          profileId,
          phases: [
            {
              id: `${customer.plan.subscriptionId}_phase_1`,
              subscriptionId: customer.plan.subscriptionId,
              position: 0,
              termMonths: 1,
              currency: customer.currency,
              isPrepaid: false,
              offerId: planCode,
              phase: 'fullPrice',
              planType: 'SELF_PAY',
              startsAt: start,
              endsAt: null,
              priceMinor: 2499,
            },
          ],
        },
      );
    }
    return `${customers.length} Alexa-linking accounts (${customers
      .map((customer) => `${customer.handle} ${customer.accountNumber}`)
      .join(', ')})`;
  },
};
