import { addMonths } from '@orbit/domain';
import { radios, subscriberAccounts, subscriptionPhases, subscriptions } from '../schema/index.ts';
import { type DemoCardHolder, seedDemoCardHolder } from './demo-card-holder.ts';
import { seedDemoSatellitePlan } from './demo-satellite-plan.ts';
import type { SeedPart } from './seed-part.ts';

const DAY_MS = 86_400_000;

const DENVER = {
  addressLine1: '1600 Glenarm Pl',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
  country: 'US',
} as const;

type SelfPay = {
  radioId: string;
  subscriptionId: string;
  planCode: string;
  packageId: string;
  priceMinor: number;
  termMonths: number;
  /** Days into the current paid term on the seed day. */
  daysIntoTerm: number;
};

type Trial = {
  radioId: string;
  subscriptionId: string;
  /** The account the new car's trial runs on: the customer's own (consolidated) or the car's. */
  accountNumber: string;
  /** A paid plan follows the trial (All Access monthly at $22.99). */
  followOn: boolean;
  /** The car-maker trial of the market (the US 12-month one unless said). */
  plan?: { planCode: string; months: number };
};

type TransferCustomer = DemoCardHolder & { selfPay: SelfPay; trial: Trial | null };

const holder = (
  n: string,
  firstName: string,
  lastName: string,
): Omit<DemoCardHolder, 'password'> => ({
  identityId: `idn_seed_transfer_${n}`,
  handle: `transfer.${n}@orbitradio.test`,
  firstName,
  lastName,
  phone: `303555${n.padStart(4, '0')}`,
  language: 'en-US',
  country: 'us',
  currency: 'USD',
  accountNumber: `10000${n}`,
  serviceAddress: DENVER,
  card: { token: `ctok_seed_transfer_${n}_visa`, brand: 'visa', last4: n.padStart(4, '0') },
});

const annualAllAccess = (n: string, daysIntoTerm: number): SelfPay => ({
  radioId: `ORBH0${n}`,
  subscriptionId: `sub_seed_transfer_0${n}`,
  planCode: 'US_SAT_AA_YR',
  packageId: 'SXM_ALL_ACCESS',
  priceMinor: 22_999,
  termMonths: 12,
  daysIntoTerm,
});

/**
 * The transfer and swap demo customers (docs/demo-data.md, ADR 068), all in Denver:
 * - `newCar` (10000161) pays All Access yearly on ORBH0161 and bought a car whose radio ORBH0162
 *   runs a trial on the car's own account 10000162 (same email): the ACSC link → SUCCESS;
 * - `consolidatedWithFollowOn` (10000163): the trial radio ORBH0164 is on the account already,
 *   a paid plan follows its trial → TRIAL_ALREADY_CONSOLIDATED_AND_HAS_FOLLOWON;
 * - `consolidatedNoFollowOn` (10000165): ORBH0166 on the account, nothing follows → …_NO_FOLLOWON;
 * - `swap` (10000167): ORBH0167 lost or broken; the spare radios ORBH0168 and ORBH0169 have never
 *   had service (a swap's new radio; a link naming ORBH0168 → NO_TRIAL_RADIO_ID).
 */
export const TRANSFER_CUSTOMERS = {
  newCar: {
    ...holder('161', 'Dana', 'Whitfield'),
    password: 'Move-My-Plan-61',
    selfPay: annualAllAccess('161', 265),
    trial: {
      radioId: 'ORBH0162',
      subscriptionId: 'sub_seed_transfer_trial_0162',
      accountNumber: '10000162',
      followOn: false,
    },
  },
  consolidatedWithFollowOn: {
    ...holder('163', 'Priya', 'Castellanos'),
    password: 'Move-My-Plan-63',
    selfPay: {
      radioId: 'ORBH0163',
      subscriptionId: 'sub_seed_transfer_0163',
      planCode: 'US_SAT_PLAT_MO',
      packageId: 'SXM_PLATINUM',
      priceMinor: 2499,
      termMonths: 1,
      daysIntoTerm: 12,
    },
    trial: {
      radioId: 'ORBH0164',
      subscriptionId: 'sub_seed_transfer_trial_0164',
      accountNumber: '10000163',
      followOn: true,
    },
  },
  consolidatedNoFollowOn: {
    ...holder('165', 'Marcus', 'Oyelaran'),
    password: 'Move-My-Plan-65',
    selfPay: annualAllAccess('165', 40),
    trial: {
      radioId: 'ORBH0166',
      subscriptionId: 'sub_seed_transfer_trial_0166',
      accountNumber: '10000165',
      followOn: false,
    },
  },
  swap: {
    ...holder('167', 'Hana', 'Lindgren'),
    password: 'Swap-My-Radio-67',
    selfPay: annualAllAccess('167', 100),
    trial: null,
  },
  /**
   * In Montréal, in French (issue 17's fr-CA walk): All Access monthly on ORBY0242; the new car's
   * ORBY0243 runs the Canadian 6-month trial on the car's own account 10000243 (same email).
   */
  newCarCanada: {
    ...holder('242', 'Élise', 'Tremblay'),
    password: 'Deplacer-Forfait-42',
    language: 'fr-CA',
    country: 'ca',
    currency: 'CAD',
    phone: '5145550242',
    serviceAddress: {
      addressLine1: '1250 rue Sainte-Catherine O',
      city: 'Montréal',
      state: 'QC',
      zip: 'H3G 1P1',
      country: 'CA',
    },
    selfPay: {
      radioId: 'ORBY0242',
      subscriptionId: 'sub_seed_transfer_0242',
      planCode: 'CA_SAT_AA_MO',
      packageId: 'SXM_ALL_ACCESS',
      priceMinor: 2499,
      termMonths: 1,
      daysIntoTerm: 10,
    },
    trial: {
      radioId: 'ORBY0243',
      subscriptionId: 'sub_seed_transfer_trial_0243',
      accountNumber: '10000243',
      followOn: false,
      plan: { planCode: 'CA_SAT_AA_TRIAL_6MO', months: 6 },
    },
  },
} as const satisfies Record<string, TransferCustomer>;

/** Radios that never had service: a swap's new radio. */
export const TRANSFER_SPARE_RADIOS = ['ORBH0168', 'ORBH0169'] as const;
/** The account of the new car's trial (`newCar`'s trial radio is on it). */
export const TRANSFER_TRIAL_ACCOUNT = '10000162';
/** The Canadian new car's own account (`newCarCanada`'s trial radio is on it). */
export const TRANSFER_TRIAL_ACCOUNT_CA = '10000243';

const dayOf = (date: Date) => new Date(Math.floor(date.getTime() / DAY_MS) * DAY_MS);

async function seedTrial(
  tx: Parameters<SeedPart['run']>[0],
  trial: Trial,
  currency: 'USD' | 'CAD',
  now: Date,
): Promise<void> {
  const plan = trial.plan ?? { planCode: 'US_SAT_AA_TRIAL_12MO', months: 12 };
  const start = new Date(dayOf(now).getTime() - 20 * DAY_MS);
  const trialEnd = addMonths(start, plan.months);
  await tx.insert(radios).values({
    radioId: trial.radioId,
    accountNumber: trial.accountNumber,
    deviceType: 'car',
    make: 'Kestrel',
    model: 'Vista',
    year: 2027,
    oemBranding: 'KESTREL',
    createdAt: start,
  });
  await tx.insert(subscriptions).values({
    id: trial.subscriptionId,
    accountNumber: trial.accountNumber,
    radioId: trial.radioId,
    planCode: plan.planCode,
    packageId: 'SXM_ALL_ACCESS',
    serviceType: 'satellite',
    status: 'Active',
    commerceState: 'active',
    source: 'automotive',
    billingProfileId: null,
    streamingIdentityId: null,
    startedAt: start,
    endsAt: null,
    cancelledAt: null,
    createdAt: start,
    updatedAt: start,
  });
  const phase = {
    subscriptionId: trial.subscriptionId,
    currency,
    isPrepaid: false,
    offerId: plan.planCode,
  };
  await tx.insert(subscriptionPhases).values([
    {
      ...phase,
      id: `${trial.subscriptionId}_phase_1`,
      position: 0,
      phase: 'trial',
      planType: 'TRIAL',
      startsAt: start,
      endsAt: trialEnd,
      termMonths: plan.months,
      priceMinor: 0,
    },
    ...(trial.followOn
      ? [
          {
            ...phase,
            id: `${trial.subscriptionId}_phase_2`,
            position: 1,
            phase: 'fullPrice',
            planType: 'SELF_PAY',
            startsAt: trialEnd,
            endsAt: null,
            termMonths: 1,
            priceMinor: 2299,
          },
        ]
      : []),
  ]);
}

export const demoTransferAccounts: SeedPart = {
  name: 'transfer-accounts',
  async run(tx, { now }) {
    const customers = Object.values(TRANSFER_CUSTOMERS) as TransferCustomer[];
    // The new cars' own accounts, opened by the dealer in the customer's name and email.
    const carAccounts = [
      { accountNumber: TRANSFER_TRIAL_ACCOUNT, customer: TRANSFER_CUSTOMERS.newCar },
      { accountNumber: TRANSFER_TRIAL_ACCOUNT_CA, customer: TRANSFER_CUSTOMERS.newCarCanada },
    ];
    await tx.insert(subscriberAccounts).values(
      carAccounts.map(({ accountNumber, customer }) => ({
        accountNumber,
        country: customer.country,
        firstName: customer.firstName,
        lastName: customer.lastName,
        email: customer.handle,
        emailKey: customer.handle,
        phone: customer.phone,
        serviceAddress: customer.serviceAddress,
        billingAddress: null,
        language: customer.language,
        ownerIdentityId: null,
        createdAt: now,
        updatedAt: now,
      })),
    );
    for (const customer of customers) {
      const { selfPay } = customer;
      const termStart = new Date(dayOf(now).getTime() - selfPay.daysIntoTerm * DAY_MS);
      // Bought a year before the current term began: the plan is in its second term.
      const start = addMonths(termStart, -selfPay.termMonths);
      const { profileId } = await seedDemoCardHolder(tx, customer, start);
      await seedDemoSatellitePlan(
        tx,
        { accountNumber: customer.accountNumber, ...selfPay },
        {
          start,
          profileId,
          phases: [
            {
              id: `${selfPay.subscriptionId}_phase_1`,
              subscriptionId: selfPay.subscriptionId,
              position: 0,
              termMonths: selfPay.termMonths,
              currency: customer.currency,
              isPrepaid: false,
              offerId: selfPay.planCode,
              phase: 'fullPrice',
              planType: 'SELF_PAY',
              startsAt: start,
              endsAt: null,
              priceMinor: selfPay.priceMinor,
            },
          ],
        },
      );
      if (customer.trial) await seedTrial(tx, customer.trial, customer.currency, now);
    }
    await tx.insert(radios).values(
      TRANSFER_SPARE_RADIOS.map((radioId) => ({
        radioId,
        accountNumber: null,
        deviceType: 'car',
        make: 'Lumen',
        model: 'Arc',
        year: 2026,
        createdAt: now,
      })),
    );
    return `${customers.length + carAccounts.length} transfer accounts (${customers
      .map((customer) => `${customer.handle} ${customer.accountNumber}`)
      .join(
        ', ',
      )}, the new cars' ${carAccounts.map((car) => car.accountNumber).join(', ')}), spare radios ${TRANSFER_SPARE_RADIOS.join(', ')}`;
  },
};
