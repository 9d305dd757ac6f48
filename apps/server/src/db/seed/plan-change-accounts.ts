import { type Address, addMonths } from '@orbit/domain';
import type { subscriptionPhases } from '../schema/index.ts';
import { seedDemoCardHolder } from './demo-card-holder.ts';
import { seedDemoSatellitePlan } from './demo-satellite-plan.ts';
import type { SeedPart } from './seed-part.ts';

const DAY_MS = 86_400_000;

type PlanChanger = {
  identityId: string;
  handle: string;
  password: string;
  accountNumber: string;
  country: 'us' | 'ca';
  currency: 'USD' | 'CAD';
  language: 'en-US' | 'fr-CA';
  firstName: string;
  lastName: string;
  phone: string;
  serviceAddress: Address;
  radioId: string;
  subscriptionId: string;
  planCode: string;
  packageId: string;
  /** Promo months at `promoPriceMinor` before full price, when the plan is in its promotion. */
  promo: { months: number; priceMinor: number } | null;
  fullPriceMinor: number;
  card: { token: string; brand: string; last4: string };
};

/**
 * Sign-ins whose satellite plans change in the browser tests of change plan and change term
 * (docs/demo-data.md): a Texas customer mid-term on All Access monthly, a Washington customer in
 * the promotion of Music Showcase, and a Quebec customer in Canadian French on Music Showcase.
 */
export const PLAN_CHANGERS = {
  texas: {
    identityId: 'idn_seed_change_texas',
    handle: 'change.texas@orbitradio.test',
    password: 'Lone-Star-Dial-31',
    accountNumber: '10000011',
    country: 'us',
    currency: 'USD',
    language: 'en-US',
    firstName: 'Dana',
    lastName: 'Ortiz',
    phone: '5125550111',
    serviceAddress: {
      addressLine1: '500 Lavaca St',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      country: 'US',
    },
    radioId: 'ORBX0011',
    subscriptionId: 'sub_seed_change_tx_0011',
    planCode: 'US_SAT_AA_MO',
    packageId: 'SXM_ALL_ACCESS',
    promo: null,
    fullPriceMinor: 2299,
    card: { token: 'ctok_seed_change_texas_visa', brand: 'visa', last4: '1111' },
  },
  promo: {
    identityId: 'idn_seed_change_promo',
    handle: 'change.promo@orbitradio.test',
    password: 'Cascade-Promo-64',
    accountNumber: '10000012',
    country: 'us',
    currency: 'USD',
    language: 'en-US',
    firstName: 'Sam',
    lastName: 'Whitfield',
    phone: '2065550112',
    serviceAddress: {
      addressLine1: '600 Pine St',
      city: 'Seattle',
      state: 'WA',
      zip: '98101',
      country: 'US',
    },
    radioId: 'ORBX0012',
    subscriptionId: 'sub_seed_change_promo_0012',
    planCode: 'US_SAT_MS_6MO5_MO',
    packageId: 'SXM_MUSIC_SHOWCASE',
    promo: { months: 6, priceMinor: 500 },
    fullPriceMinor: 1099,
    card: { token: 'ctok_seed_change_promo_visa', brand: 'visa', last4: '1112' },
  },
  quebec: {
    identityId: 'idn_seed_changement_quebec',
    handle: 'changement.quebec@orbitradio.test',
    password: 'Fleuve-Radio-27',
    accountNumber: '20000011',
    country: 'ca',
    currency: 'CAD',
    language: 'fr-CA',
    firstName: 'Maxime',
    lastName: 'Bouchard',
    phone: '4185550113',
    serviceAddress: {
      addressLine1: '700 boulevard René-Lévesque E',
      city: 'Québec',
      state: 'QC',
      zip: 'G1R 5A5',
      country: 'CA',
    },
    radioId: 'ORBX0013',
    subscriptionId: 'sub_seed_change_qc_0013',
    planCode: 'CA_SAT_MS_MO',
    packageId: 'SXM_MUSIC_SHOWCASE',
    promo: null,
    fullPriceMinor: 1199,
    card: { token: 'ctok_seed_change_quebec_visa', brand: 'visa', last4: '1113' },
  },
} as const satisfies Record<string, PlanChanger>;

/**
 * The day each plan started, from the seed clock: its term (or promotion) is running today and
 * ten days into a monthly term, so a change is prorated mid-term; a promotion is in its third
 * month.
 */
function startedAt(seeded: Date): Date {
  const today = new Date(Math.floor(seeded.getTime() / DAY_MS) * DAY_MS);
  return addMonths(new Date(today.getTime() - 10 * DAY_MS), -2);
}

function rowsOf(changer: PlanChanger, seeded: Date) {
  const start = startedAt(seeded);
  const promoEnd = changer.promo ? addMonths(start, changer.promo.months) : null;
  const phase = (position: number, values: Partial<typeof subscriptionPhases.$inferInsert>) => ({
    id: `${changer.subscriptionId}_phase_${position + 1}`,
    subscriptionId: changer.subscriptionId,
    position,
    termMonths: 1,
    currency: changer.currency,
    isPrepaid: false,
    offerId: changer.planCode,
    phase: 'fullPrice',
    planType: 'SELF_PAY',
    startsAt: start,
    endsAt: null,
    priceMinor: changer.fullPriceMinor,
    ...values,
  });
  const phases =
    changer.promo && promoEnd
      ? [
          phase(0, {
            phase: 'promo',
            planType: 'PROMO_MCP',
            endsAt: promoEnd,
            priceMinor: changer.promo.priceMinor,
          }),
          phase(1, { startsAt: promoEnd }),
        ]
      : [phase(0, {})];
  return { start, phases };
}

export const demoPlanChangeAccounts: SeedPart = {
  name: 'plan-change-accounts',
  async run(tx, { now }) {
    for (const changer of Object.values(PLAN_CHANGERS) as PlanChanger[]) {
      const { start, phases } = rowsOf(changer, now);
      const { profileId } = await seedDemoCardHolder(tx, changer, start);
      await seedDemoSatellitePlan(tx, changer, { start, profileId, phases });
    }
    // Logged: ids and handles only; docs/demo-data.md has the passwords.
    return `3 plan-change accounts (${Object.values(PLAN_CHANGERS)
      .map((changer) => `${changer.handle} ${changer.accountNumber} ${changer.subscriptionId}`)
      .join(', ')})`;
  },
};
