import { type Address, addMonths, type Locale } from '@orbit/domain';
import { radios } from '../schema/index.ts';
import { seedDemoCardHolder } from './demo-card-holder.ts';
import { seedDemoSatellitePlan } from './demo-satellite-plan.ts';
import type { SeedPart } from './seed-part.ts';

const DAY_MS = 86_400_000;

/** A radio of a demo multi-radio account: without a plan, or paying monthly at full price. */
type MultiRadioDemoRadio = {
  radioId: string;
  paying: { planCode: string; packageId: string; priceMinor: number } | null;
};

type MultiRadioDemoAccount = {
  key: string;
  accountNumber: string;
  lastName: string;
  phone: string;
  language: Locale;
  country: 'us' | 'ca';
  currency: 'USD' | 'CAD';
  serviceAddress: Address;
  radios: readonly MultiRadioDemoRadio[];
};

export const MULTI_RADIO_DEMO_PASSWORD = 'Many-Radios-One-Order-61';

const noPlan = (radioId: string): MultiRadioDemoRadio => ({ radioId, paying: null });

/**
 * The multi-radio demo accounts (docs/demo-data.md; flows §4.6): each has three radios without a
 * plan and one paying for All Access, so the multi-radio discount applies to every eligible plan
 * of an order. Each signs in with its email and the password above; the card on file pays.
 */
export const MULTI_RADIO_DEMO_ACCOUNTS = {
  us: {
    key: 'us',
    accountNumber: '10000061',
    lastName: 'Halvorsen',
    phone: '6125550161',
    language: 'en-US',
    country: 'us',
    currency: 'USD',
    serviceAddress: {
      addressLine1: '80 S 8th St',
      city: 'Minneapolis',
      state: 'MN',
      zip: '55402',
      country: 'US',
    },
    radios: [
      noPlan('ORBM6101'),
      noPlan('ORBM6102'),
      noPlan('ORBM6103'),
      {
        radioId: 'ORBM6104',
        paying: { planCode: 'US_SAT_AA_MO', packageId: 'SXM_ALL_ACCESS', priceMinor: 2299 },
      },
    ],
  },
  ca: {
    key: 'ca',
    accountNumber: '10000062',
    lastName: 'Tremblay',
    phone: '4165550162',
    language: 'en-CA',
    country: 'ca',
    currency: 'CAD',
    serviceAddress: {
      addressLine1: '200 Bay St',
      city: 'Toronto',
      state: 'ON',
      zip: 'M5J 2J2',
      country: 'CA',
    },
    radios: [
      noPlan('ORBM6201'),
      noPlan('ORBM6202'),
      noPlan('ORBM6203'),
      {
        radioId: 'ORBM6204',
        paying: { planCode: 'CA_SAT_AA_MO', packageId: 'SXM_ALL_ACCESS', priceMinor: 2499 },
      },
    ],
  },
} as const satisfies Record<string, MultiRadioDemoAccount>;

export const multiRadioDemoHandle = (account: Pick<MultiRadioDemoAccount, 'key'>) =>
  `multi.${account.key}@orbitradio.test`;

export const demoMultiRadioAccounts: SeedPart = {
  name: 'multi-radio-accounts',
  async run(tx, { now }) {
    const accounts = Object.values(MULTI_RADIO_DEMO_ACCOUNTS) as MultiRadioDemoAccount[];
    for (const account of accounts) {
      const opened = addMonths(now, -30);
      const { profileId } = await seedDemoCardHolder(
        tx,
        {
          identityId: `idn_seed_multi_${account.key}`,
          handle: multiRadioDemoHandle(account),
          password: MULTI_RADIO_DEMO_PASSWORD,
          firstName: 'Alex',
          lastName: account.lastName,
          phone: account.phone,
          language: account.language,
          country: account.country,
          currency: account.currency,
          accountNumber: account.accountNumber,
          serviceAddress: account.serviceAddress,
          card: {
            token: `ctok_seed_multi_${account.key}_visa`,
            brand: 'visa',
            last4: `42${account.accountNumber.slice(-2)}`,
          },
        },
        opened,
      );
      // The paying radio is ten days into a monthly term.
      const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
      const start = addMonths(new Date(today.getTime() - 10 * DAY_MS), -3);
      for (const radio of account.radios) {
        const subscriptionId = `sub_seed_multi_${radio.radioId.toLowerCase()}`;
        if (radio.paying) {
          await seedDemoSatellitePlan(
            tx,
            {
              accountNumber: account.accountNumber,
              radioId: radio.radioId,
              subscriptionId,
              ...radio.paying,
            },
            {
              start,
              profileId,
              phases: [
                {
                  id: `${subscriptionId}_phase_1`,
                  subscriptionId,
                  position: 0,
                  phase: 'fullPrice',
                  planType: 'SELF_PAY',
                  startsAt: start,
                  endsAt: null,
                  termMonths: 1,
                  priceMinor: radio.paying.priceMinor,
                  currency: account.currency,
                  isPrepaid: false,
                  offerId: radio.paying.planCode,
                },
              ],
            },
          );
          continue;
        }
        await tx.insert(radios).values({
          radioId: radio.radioId,
          accountNumber: account.accountNumber,
          deviceType: 'car',
          make: 'Lumen',
          model: 'Arc',
          year: 2024,
          createdAt: opened,
        });
      }
    }
    // Logged: ids and handles only; docs/demo-data.md has the password.
    return `${accounts.length} multi-radio accounts (${accounts
      .map((account) => `${multiRadioDemoHandle(account)} ${account.accountNumber}`)
      .join(', ')})`;
  },
};
