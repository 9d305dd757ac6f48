import { eq } from 'drizzle-orm';
import { radios, subscriptions } from '../schema/index.ts';
import type { DemoCardHolder } from './demo-card-holder.ts';
import { seedDemoCardHolder } from './demo-card-holder.ts';
import { seedDemoSatellitePlan } from './demo-satellite-plan.ts';
import type { SeedPart } from './seed-part.ts';

const DAY_MS = 86_400_000;

type PartnerApiPlan = {
  radioId: string;
  subscriptionId: string;
  planCode: string;
  packageId: string;
  priceMinor: number;
  status?: 'Active' | 'Suspended';
};

type PartnerApiCustomer = DemoCardHolder & { plans: readonly PartnerApiPlan[] };

const holder = (
  n: string,
  firstName: string,
  lastName: string,
): Omit<PartnerApiCustomer, 'password' | 'plans'> => ({
  identityId: `idn_seed_partner_api_${n}`,
  handle: `partner.${n}@orbitradio.test`,
  firstName,
  lastName,
  phone: `312555${n.padStart(4, '0')}`,
  language: 'en-US',
  country: 'us',
  currency: 'USD',
  accountNumber: `10000${n}`,
  serviceAddress: {
    addressLine1: '233 S Wacker Dr',
    city: 'Chicago',
    state: 'IL',
    zip: '60606',
    country: 'US',
  },
  card: { token: `ctok_seed_partner_api_${n}_visa`, brand: 'visa', last4: n.padStart(4, '0') },
});

const plan = (
  radioId: string,
  planCode: string,
  packageId: string,
  priceMinor: number,
  status: 'Active' | 'Suspended' = 'Active',
): PartnerApiPlan => ({
  radioId,
  subscriptionId: `sub_seed_partner_api_${radioId.toLowerCase()}`,
  planCode,
  packageId,
  priceMinor,
  status,
});

/**
 * The partner API and legacy-call demo customers (docs/demo-data.md, ADR 081), each with a
 * password sign-in, in Chicago:
 * - `listener` (10000255): Platinum on TC000255 (streams) and Music Showcase on TC100255 (its
 *   satellite radio only) — link Google, then the partner API answers both, one player link;
 * - `suspended` (10000256): Platinum on TC000256, suspended — the partner API says inactive and
 *   offers nothing to play;
 * - `driver` (10000257): All Access on TC000257, a 2025 Lumen Arc — `account/oem` reads its car,
 *   `purchase/link-device` links a TV code to it.
 */
export const PARTNER_API_CUSTOMERS = {
  listener: {
    ...holder('255', 'Morgan', 'Okafor'),
    password: 'Partner-Api-255',
    plans: [
      plan('TC000255', 'US_SAT_PLAT_MO', 'SXM_PLATINUM', 2499),
      plan('TC100255', 'US_SAT_MS_MO', 'SXM_MUSIC_SHOWCASE', 1099),
    ],
  },
  suspended: {
    ...holder('256', 'Avery', 'Lindqvist'),
    password: 'Partner-Api-256',
    plans: [plan('TC000256', 'US_SAT_PLAT_MO', 'SXM_PLATINUM', 2499, 'Suspended')],
  },
  driver: {
    ...holder('257', 'Casey', 'Moreau'),
    password: 'Partner-Api-257',
    plans: [plan('TC000257', 'US_SAT_AA_MO', 'SXM_ALL_ACCESS', 2299)],
  },
} as const satisfies Record<string, PartnerApiCustomer>;

export const demoPartnerApiAccounts: SeedPart = {
  name: 'partner-api-accounts',
  async run(tx, { now }) {
    const customers = Object.values(PARTNER_API_CUSTOMERS) as PartnerApiCustomer[];
    const start = new Date(now.getTime() - 40 * DAY_MS);
    for (const customer of customers) {
      const { profileId } = await seedDemoCardHolder(tx, customer, start);
      for (const [index, held] of customer.plans.entries()) {
        // One second apart, so the plans list in a fixed order.
        const at = new Date(start.getTime() + index * 1000);
        await seedDemoSatellitePlan(
          tx,
          { accountNumber: customer.accountNumber, ...held },
          {
            start: at,
            profileId,
            phases: [
              {
                id: `${held.subscriptionId}_phase_1`,
                subscriptionId: held.subscriptionId,
                position: 0,
                termMonths: 1,
                currency: customer.currency,
                isPrepaid: false,
                offerId: held.planCode,
                phase: 'fullPrice',
                planType: 'SELF_PAY',
                startsAt: at,
                endsAt: null,
                priceMinor: held.priceMinor,
              },
            ],
          },
        );
        if (held.status === 'Suspended') {
          await tx
            .update(subscriptions)
            .set({ status: 'Suspended' })
            .where(eq(subscriptions.id, held.subscriptionId));
        }
      }
    }
    // The driver's car is told apart from the other demo Lumen Arcs by its year.
    await tx.update(radios).set({ year: 2024 }).where(eq(radios.radioId, 'TC000257'));
    return `${customers.length} partner API accounts (${customers
      .map((customer) => `${customer.handle} ${customer.accountNumber}`)
      .join(', ')})`;
  },
};
