import { type Address, addMonths, type Locale, vinCheckDigit } from '@orbit/domain';
import {
  dealerPartners,
  radios,
  subscriberAccounts,
  subscriptionPhases,
  subscriptions,
  vehicleSales,
  vehicleTrials,
} from '../schema/index.ts';
import { seedDemoCardHolder } from './demo-card-holder.ts';
import type { SeedPart } from './seed-part.ts';
import { TRIAL_PLAN_CODES } from './trial-catalog.ts';

type Tx = Parameters<SeedPart['run']>[0];
const DAY_MS = 86_400_000;
const days = (now: Date, count: number) => new Date(now.getTime() + count * DAY_MS);

/** A VIN with its check digit computed (position 9), from 16 characters around it. */
export function vin(withoutCheckDigit: string): string {
  const draft = `${withoutCheckDigit.slice(0, 8)}0${withoutCheckDigit.slice(8)}`;
  const digit = vinCheckDigit(draft);
  if (!digit) throw new Error(`seed VIN ${withoutCheckDigit} cannot take a check digit`);
  return `${draft.slice(0, 8)}${digit}${draft.slice(9)}`;
}

export function usAddress(addressLine1: string, city: string, state: string, zip: string): Address {
  return { addressLine1, city, state, zip, country: 'US' };
}
export function caAddress(addressLine1: string, city: string, state: string, zip: string): Address {
  return { addressLine1, city, state, zip, country: 'CA' };
}

/** The two demo dealers (flows §3.3): a US one with both brandings, a Canadian service lane. */
export const TRIAL_DEMO_DEALERS = {
  us: {
    corpId: '4100123',
    name: 'Lakeside Toyota',
    country: 'US',
    brandingTypes: 'SLTC_SERVICE_LANE,SLTC_USED_CAR',
    accentColor: '#0b5394',
    tagline: 'Service department',
  },
  ca: {
    corpId: '4200456',
    name: 'Érablière Honda',
    country: 'CA',
    brandingTypes: 'SLTC_SERVICE_LANE',
    accentColor: '#8c1c2c',
    tagline: 'Service à la clientèle',
  },
} as const;

/**
 * The trial-activation demo radios (docs/demo-data.md, "Trial activation"), all `TA…`. Each is
 * named for what the pages do with it; their dates follow the seed's clock so that an offer
 * stays claimable and a running trial stays running.
 */
export const TRIAL_DEMO_RADIOS = {
  usEligible: 'TA000101',
  usEligibleSpare: 'TA000103',
  usRunningUnclaimed: 'TA000102',
  caEligible: 'TA000201',
  caRunningUnclaimed: 'TA000202',
  offerExpired: 'TA000301',
  alreadyClaimed: 'TA000302',
  selfPay: 'TA000303',
  inactive: 'TA000304',
  demoCar: 'TA000305',
  dealerRadio: 'TA000401',
  dealerByVin: 'TA000402',
  caDealerRadio: 'TA000403',
  dealerByToken: 'TA000404',
  usAst: 'TA000501',
  caAst: 'TA000502',
  slocClosed: 'TA000601',
  slocRegistered: 'TA000602',
  slocUnregistered: 'TA000603',
} as const;

export const TRIAL_DEMO_VINS = {
  dealerByVin: vin('2T1BURHE4HC40402'),
  usEligible: vin('4T1BF1FK5HU00101'),
} as const;

/** The sign-in of the SLOC radio whose trial runs on an account with one. */
export const TRIAL_DEMO_SLOC_HOLDER = {
  identityId: 'idn_seed_trial_sloc',
  handle: 'trial.registered@orbitradio.test',
  password: 'Comet-Trail-58',
  accountNumber: '10001404',
} as const;

export type DemoRadio = {
  radioId: string;
  accountNumber?: string;
  make?: string;
  model?: string;
  year?: number;
  vin?: string;
  oemBranding?: string | null;
  isDemo?: boolean;
};

export async function insertRadio(tx: Tx, radio: DemoRadio, now: Date) {
  await tx.insert(radios).values({
    radioId: radio.radioId,
    accountNumber: radio.accountNumber ?? null,
    deviceType: 'car',
    vin: radio.vin ?? null,
    licensePlate: null,
    plateState: null,
    make: radio.make ?? null,
    model: radio.model ?? null,
    year: radio.year ?? null,
    nickname: null,
    oemBranding: radio.oemBranding === undefined ? 'TOYOTA' : radio.oemBranding,
    isDemo: radio.isDemo ?? false,
    createdAt: days(now, -120),
  });
}

export type Buyer = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: Address;
  vin: string;
  corpId?: string;
};

export async function insertSale(
  tx: Tx,
  radioId: string,
  buyer: Buyer,
  soldAt: Date,
): Promise<string> {
  const id = `sale_seed_${radioId}`;
  await tx.insert(vehicleSales).values({
    id,
    vin: buyer.vin,
    radioId,
    saleType: 'new',
    corpId: buyer.corpId ?? null,
    buyerFirstName: buyer.firstName,
    buyerLastName: buyer.lastName,
    buyerEmail: buyer.email,
    buyerEmailKey: buyer.email.toLowerCase(),
    buyerPhone: buyer.phone,
    buyerAddress: buyer.address,
    soldAt,
    createdAt: soldAt,
  });
  return id;
}

export type Offer = {
  program: 'OEM' | 'SLTC_SERVICE_LANE' | 'SLTC_USED_CAR' | 'AST';
  market: 'us' | 'ca';
  claimableUntil: Date;
  startedAt?: Date;
  saleId?: string;
  claimed?: { at: Date; subscriptionId: string; accountNumber: string };
};

export async function insertOffer(tx: Tx, radioId: string, offer: Offer, now: Date) {
  await tx.insert(vehicleTrials).values({
    id: `vt_seed_${radioId}`,
    radioId,
    program: offer.program,
    planCode: TRIAL_PLAN_CODES[offer.market][offer.program],
    corpId: null,
    saleId: offer.saleId ?? null,
    claimableUntil: offer.claimableUntil,
    startedAt: offer.startedAt ?? null,
    claimedAt: offer.claimed?.at ?? null,
    claimedSubscriptionId: offer.claimed?.subscriptionId ?? null,
    claimedAccountNumber: offer.claimed?.accountNumber ?? null,
    createdAt: offer.startedAt ?? days(now, -30),
  });
}

async function insertAccount(
  tx: Tx,
  account: { accountNumber: string; firstName: string; lastName: string; email: string },
  country: 'us' | 'ca',
  language: Locale,
  address: Address,
  at: Date,
) {
  await tx.insert(subscriberAccounts).values({
    ...account,
    country,
    emailKey: account.email,
    phone: null,
    serviceAddress: address,
    billingAddress: null,
    language,
    ownerIdentityId: null,
    createdAt: at,
    updatedAt: at,
  });
}

/** A satellite subscription of one phase (a trial, a paid plan, or one that ended). */
async function insertSubscription(
  tx: Tx,
  sub: {
    id: string;
    accountNumber: string;
    radioId: string;
    planCode: string;
    packageId: string;
    status: 'Active' | 'Closed';
    phase: 'trial' | 'fullPrice';
    startsAt: Date;
    endsAt: Date | null;
    priceMinor: number;
    currency: 'USD' | 'CAD';
    billingProfileId?: string;
  },
) {
  await tx.insert(subscriptions).values({
    id: sub.id,
    accountNumber: sub.accountNumber,
    radioId: sub.radioId,
    planCode: sub.planCode,
    packageId: sub.packageId,
    serviceType: 'satellite',
    status: sub.status,
    commerceState: 'active',
    source: sub.phase === 'trial' ? 'oem-trial' : 'internal',
    billingProfileId: sub.billingProfileId ?? null,
    streamingIdentityId: null,
    startedAt: sub.startsAt,
    endsAt: sub.status === 'Closed' ? sub.endsAt : null,
    cancelledAt: null,
    createdAt: sub.startsAt,
    updatedAt: sub.startsAt,
  });
  await tx.insert(subscriptionPhases).values({
    id: `${sub.id}_phase_1`,
    subscriptionId: sub.id,
    position: 0,
    phase: sub.phase,
    planType: sub.phase === 'trial' ? 'TRIAL' : 'SELF_PAY',
    startsAt: sub.startsAt,
    endsAt: sub.endsAt,
    termMonths: sub.phase === 'trial' ? 12 : 1,
    priceMinor: sub.priceMinor,
    currency: sub.currency,
    isPrepaid: false,
    offerId: sub.planCode,
  });
}

const R = TRIAL_DEMO_RADIOS;

async function seedOemRadios(tx: Tx, now: Date) {
  const soon = days(now, 180);
  await insertRadio(
    tx,
    {
      radioId: R.usEligible,
      make: 'Toyota',
      model: 'Camry',
      year: 2026,
      vin: TRIAL_DEMO_VINS.usEligible,
    },
    now,
  );
  await insertOffer(
    tx,
    R.usEligible,
    {
      program: 'OEM',
      market: 'us',
      claimableUntil: soon,
      saleId: await insertSale(
        tx,
        R.usEligible,
        {
          firstName: 'Avery',
          lastName: 'Lindqvist',
          email: 'avery.lindqvist@orbitradio.test',
          phone: '6125550142',
          address: usAddress('410 Nicollet Mall', 'Minneapolis', 'MN', '55401'),
          vin: TRIAL_DEMO_VINS.usEligible,
        },
        days(now, -3),
      ),
    },
    now,
  );
  await insertRadio(
    tx,
    { radioId: R.usEligibleSpare, make: 'Toyota', model: 'RAV4', year: 2026 },
    now,
  );
  await insertOffer(
    tx,
    R.usEligibleSpare,
    {
      program: 'OEM',
      market: 'us',
      claimableUntil: soon,
      saleId: await insertSale(
        tx,
        R.usEligibleSpare,
        {
          firstName: 'Jordan',
          lastName: 'Okafor',
          email: 'jordan.okafor@orbitradio.test',
          phone: '3035550188',
          address: usAddress('1600 Glenarm Pl', 'Denver', 'CO', '80202'),
          vin: vin('JTMB1RFV5TD00103'),
        },
        days(now, -2),
      ),
    },
    now,
  );
  const usSold = days(now, -30);
  await insertRadio(
    tx,
    {
      radioId: R.usRunningUnclaimed,
      make: 'Honda',
      model: 'Accord',
      year: 2026,
      oemBranding: 'HONDA',
    },
    now,
  );
  await insertOffer(
    tx,
    R.usRunningUnclaimed,
    {
      program: 'OEM',
      market: 'us',
      claimableUntil: soon,
      startedAt: usSold,
      saleId: await insertSale(
        tx,
        R.usRunningUnclaimed,
        {
          firstName: 'Morgan',
          lastName: 'Reyes',
          email: 'morgan.reyes@orbitradio.test',
          phone: '5125550177',
          address: usAddress('300 Congress Ave', 'Austin', 'TX', '78701'),
          vin: vin('1HGCV1F30TA00102'),
        },
        usSold,
      ),
    },
    now,
  );
  await insertRadio(
    tx,
    { radioId: R.caEligible, make: 'Toyota', model: 'Corolla', year: 2026 },
    now,
  );
  await insertOffer(
    tx,
    R.caEligible,
    {
      program: 'OEM',
      market: 'ca',
      claimableUntil: soon,
      saleId: await insertSale(
        tx,
        R.caEligible,
        {
          firstName: 'Camille',
          lastName: 'Tremblay',
          email: 'camille.tremblay@orbitradio.test',
          phone: '5145550123',
          address: caAddress('1250 rue Sainte-Catherine O', 'Montréal', 'QC', 'H3G 1P1'),
          vin: vin('2T1BURHE1TC00201'),
        },
        days(now, -4),
      ),
    },
    now,
  );
  const caSold = days(now, -45);
  await insertRadio(
    tx,
    {
      radioId: R.caRunningUnclaimed,
      make: 'Honda',
      model: 'Civic',
      year: 2026,
      oemBranding: 'HONDA',
    },
    now,
  );
  await insertOffer(
    tx,
    R.caRunningUnclaimed,
    {
      program: 'OEM',
      market: 'ca',
      claimableUntil: soon,
      startedAt: caSold,
      saleId: await insertSale(
        tx,
        R.caRunningUnclaimed,
        {
          firstName: 'Noah',
          lastName: 'Bouchard',
          email: 'noah.bouchard@orbitradio.test',
          phone: '4165550166',
          address: caAddress('100 King St W', 'Toronto', 'ON', 'M5X 1A9'),
          vin: vin('2HGFE2F50TH00202'),
        },
        caSold,
      ),
    },
    now,
  );
}

async function seedRefusedRadios(tx: Tx, now: Date) {
  await insertRadio(
    tx,
    { radioId: R.offerExpired, make: 'Toyota', model: 'Tacoma', year: 2025 },
    now,
  );
  await insertOffer(
    tx,
    R.offerExpired,
    { program: 'OEM', market: 'us', claimableUntil: days(now, -10) },
    now,
  );

  const claimedOn = days(now, -20);
  const claimedAccount = '10001401';
  await insertAccount(
    tx,
    {
      accountNumber: claimedAccount,
      firstName: 'Riley',
      lastName: 'Chen',
      email: 'riley.chen@orbitradio.test',
    },
    'us',
    'en-US',
    usAddress('77 Pike St', 'Seattle', 'WA', '98101'),
    claimedOn,
  );
  await insertRadio(
    tx,
    {
      radioId: R.alreadyClaimed,
      accountNumber: claimedAccount,
      make: 'Toyota',
      model: 'Highlander',
      year: 2026,
    },
    now,
  );
  await insertSubscription(tx, {
    id: 'sub_seed_trial_claimed',
    accountNumber: claimedAccount,
    radioId: R.alreadyClaimed,
    planCode: TRIAL_PLAN_CODES.us.OEM,
    packageId: 'SXM_ALL_ACCESS',
    status: 'Active',
    phase: 'trial',
    startsAt: claimedOn,
    endsAt: addMonths(claimedOn, 12),
    priceMinor: 0,
    currency: 'USD',
  });
  await insertOffer(
    tx,
    R.alreadyClaimed,
    {
      program: 'OEM',
      market: 'us',
      claimableUntil: days(now, 160),
      claimed: {
        at: claimedOn,
        subscriptionId: 'sub_seed_trial_claimed',
        accountNumber: claimedAccount,
      },
    },
    now,
  );

  const selfPayAccount = '10001402';
  await insertAccount(
    tx,
    {
      accountNumber: selfPayAccount,
      firstName: 'Sam',
      lastName: 'Patel',
      email: 'sam.patel@orbitradio.test',
    },
    'us',
    'en-US',
    usAddress('1 Market St', 'San Francisco', 'CA', '94105'),
    days(now, -400),
  );
  await insertRadio(
    tx,
    {
      radioId: R.selfPay,
      accountNumber: selfPayAccount,
      make: 'Toyota',
      model: 'Prius',
      year: 2022,
    },
    now,
  );
  await insertSubscription(tx, {
    id: 'sub_seed_trial_self_pay',
    accountNumber: selfPayAccount,
    radioId: R.selfPay,
    planCode: 'US_SAT_AA_MO',
    packageId: 'SXM_ALL_ACCESS',
    status: 'Active',
    phase: 'fullPrice',
    startsAt: days(now, -400),
    endsAt: null,
    priceMinor: 2299,
    currency: 'USD',
  });

  const inactiveAccount = '10001403';
  await insertAccount(
    tx,
    {
      accountNumber: inactiveAccount,
      firstName: 'Taylor',
      lastName: 'Nguyen',
      email: 'taylor.nguyen@orbitradio.test',
    },
    'us',
    'en-US',
    usAddress('200 Peachtree St', 'Atlanta', 'GA', '30303'),
    days(now, -900),
  );
  await insertRadio(
    tx,
    {
      radioId: R.inactive,
      accountNumber: inactiveAccount,
      make: 'Toyota',
      model: 'Sienna',
      year: 2019,
    },
    now,
  );
  await insertSubscription(tx, {
    id: 'sub_seed_trial_inactive',
    accountNumber: inactiveAccount,
    radioId: R.inactive,
    planCode: 'US_SAT_AA_MO',
    packageId: 'SXM_ALL_ACCESS',
    status: 'Closed',
    phase: 'fullPrice',
    startsAt: days(now, -900),
    endsAt: days(now, -200),
    priceMinor: 2299,
    currency: 'USD',
  });

  await insertRadio(
    tx,
    { radioId: R.demoCar, make: 'Toyota', model: 'Camry', year: 2026, isDemo: true },
    now,
  );
  await insertOffer(
    tx,
    R.demoCar,
    { program: 'OEM', market: 'us', claimableUntil: days(now, 180) },
    now,
  );
}

async function seedDealerRadios(tx: Tx, now: Date) {
  await tx.insert(dealerPartners).values(
    Object.values(TRIAL_DEMO_DEALERS).map((dealer) => ({
      ...dealer,
      createdAt: days(now, -365),
    })),
  );
  await insertRadio(
    tx,
    { radioId: R.dealerRadio, make: 'Toyota', model: 'Tundra', year: 2021 },
    now,
  );
  await insertRadio(
    tx,
    {
      radioId: R.dealerByVin,
      make: 'Toyota',
      model: 'Corolla',
      year: 2017,
      vin: TRIAL_DEMO_VINS.dealerByVin,
    },
    now,
  );
  await insertRadio(
    tx,
    { radioId: R.caDealerRadio, make: 'Honda', model: 'CR-V', year: 2020, oemBranding: 'HONDA' },
    now,
  );
  await insertRadio(
    tx,
    { radioId: R.dealerByToken, make: 'Toyota', model: '4Runner', year: 2019 },
    now,
  );
}

async function seedOneClickRadios(tx: Tx, now: Date) {
  const soon = days(now, 60);
  for (const [radioId, market, buyer] of [
    [
      R.usAst,
      'us',
      {
        firstName: 'Quinn',
        lastName: 'Harper',
        email: 'quinn.harper@orbitradio.test',
        phone: '6175550191',
        address: usAddress('1 Beacon St', 'Boston', 'MA', '02108'),
        vin: vin('5TDJZRFH1TS00501'),
      },
    ],
    [
      R.caAst,
      'ca',
      {
        firstName: 'Élodie',
        lastName: 'Gagnon',
        email: 'elodie.gagnon@orbitradio.test',
        phone: '4185550135',
        address: caAddress('900 boulevard René-Lévesque E', 'Québec', 'QC', 'G1R 2B5'),
        vin: vin('2T3W1RFV3TC00502'),
      },
    ],
  ] as const) {
    await insertRadio(tx, { radioId, make: 'Toyota', model: 'Venza', year: 2024 }, now);
    const saleId = await insertSale(tx, radioId, buyer, days(now, -15));
    await insertOffer(tx, radioId, { program: 'AST', market, claimableUntil: soon, saleId }, now);
  }

  const closedAccount = '10001405';
  await insertAccount(
    tx,
    {
      accountNumber: closedAccount,
      firstName: 'Parker',
      lastName: 'Diaz',
      email: 'parker.diaz@orbitradio.test',
    },
    'us',
    'en-US',
    usAddress('500 Woodward Ave', 'Detroit', 'MI', '48226'),
    days(now, -700),
  );
  await insertRadio(
    tx,
    {
      radioId: R.slocClosed,
      accountNumber: closedAccount,
      make: 'Toyota',
      model: 'Avalon',
      year: 2018,
    },
    now,
  );
  await insertSubscription(tx, {
    id: 'sub_seed_sloc_closed',
    accountNumber: closedAccount,
    radioId: R.slocClosed,
    planCode: 'US_SAT_AA_MO',
    packageId: 'SXM_ALL_ACCESS',
    status: 'Closed',
    phase: 'fullPrice',
    startsAt: days(now, -700),
    endsAt: days(now, -60),
    priceMinor: 2299,
    currency: 'USD',
  });

  const holder = TRIAL_DEMO_SLOC_HOLDER;
  const registeredSince = days(now, -10);
  const address = usAddress('25 Main St', 'Hartford', 'CT', '06103');
  const { profileId } = await seedDemoCardHolder(
    tx,
    {
      ...holder,
      firstName: 'Casey',
      lastName: 'Morgan',
      phone: null,
      language: 'en-US',
      country: 'us',
      currency: 'USD',
      serviceAddress: address,
      card: { token: 'ctok_seed_trial_sloc_4242', brand: 'visa', last4: '4242' },
    },
    registeredSince,
  );
  await insertRadio(
    tx,
    {
      radioId: R.slocRegistered,
      accountNumber: holder.accountNumber,
      make: 'Toyota',
      model: 'Camry',
      year: 2025,
    },
    now,
  );
  await insertSubscription(tx, {
    id: 'sub_seed_sloc_registered',
    accountNumber: holder.accountNumber,
    radioId: R.slocRegistered,
    planCode: TRIAL_PLAN_CODES.us.SLTC_SERVICE_LANE,
    packageId: 'SXM_ALL_ACCESS',
    status: 'Active',
    phase: 'trial',
    startsAt: registeredSince,
    endsAt: addMonths(registeredSince, 3),
    priceMinor: 0,
    currency: 'USD',
    billingProfileId: profileId,
  });
  await insertOffer(
    tx,
    R.slocRegistered,
    {
      program: 'SLTC_SERVICE_LANE',
      market: 'us',
      claimableUntil: days(now, 50),
      claimed: {
        at: registeredSince,
        subscriptionId: 'sub_seed_sloc_registered',
        accountNumber: holder.accountNumber,
      },
    },
    now,
  );

  await insertRadio(
    tx,
    { radioId: R.slocUnregistered, make: 'Toyota', model: 'Sequoia', year: 2023 },
    now,
  );
  const saleId = await insertSale(
    tx,
    R.slocUnregistered,
    {
      firstName: 'Drew',
      lastName: 'Kowalski',
      email: 'drew.kowalski@orbitradio.test',
      phone: '4145550110',
      address: usAddress('700 N Water St', 'Milwaukee', 'WI', '53202'),
      vin: vin('5TDBY5G17TS00603'),
      corpId: TRIAL_DEMO_DEALERS.us.corpId,
    },
    days(now, -1),
  );
  await insertOffer(
    tx,
    R.slocUnregistered,
    { program: 'SLTC_SERVICE_LANE', market: 'us', claimableUntil: soon, saleId },
    now,
  );
}

/**
 * The trial-activation demo (flows §3): OEM radios eligible or with a trial running unclaimed
 * since the sale (each with a record of sale, for the link's prefill), the refusals (an expired
 * offer, a claimed trial, self-pay, inactive, a demo car), two dealers and their radios, the AST
 * and SLOC one-click radios.
 */
export const demoTrialActivationRadios: SeedPart = {
  name: 'trial-activation-radios',
  async run(tx, { now }) {
    await seedDealerRadios(tx, now);
    await seedOemRadios(tx, now);
    await seedRefusedRadios(tx, now);
    await seedOneClickRadios(tx, now);
    return `${Object.keys(TRIAL_DEMO_RADIOS).length} trial radios (TA…), dealers ${Object.values(
      TRIAL_DEMO_DEALERS,
    )
      .map((dealer) => dealer.corpId)
      .join(', ')}`;
  },
};
