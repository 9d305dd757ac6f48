import { type Address, addMonths, type Locale } from '@orbit/domain';
import { radios, subscriptionBundles, subscriptionPhases, subscriptions } from '../schema/index.ts';
import { seedDemoCardHolder } from './demo-card-holder.ts';
import type { SeedPart } from './seed-part.ts';

const DAY_MS = 86_400_000;

/** A device of a demo VIP account: a radio or a streaming plan, and how its service stands. */
type VipDemoDevice = {
  radioId: string | null;
  subscriptionId: string;
  /** paid: monthly at full price; trial: a new car's free trial; closed: ended last year. */
  state: 'paid' | 'trial' | 'closed';
  planCode: string;
  packageId: string;
  priceMinor: number;
};

type VipDemoAccount = {
  identityId: string;
  handle: string;
  password: string;
  accountNumber: string;
  firstName: string;
  lastName: string;
  phone: string;
  serviceAddress: Address;
  card: { token: string; brand: string; last4: string };
  devices: readonly VipDemoDevice[];
  /** Already Platinum VIP on its first two devices (a pvip bundle). */
  bundled: boolean;
  /** Where the account is served: its prices, taxes and the language it reads. */
  market: VipDemoMarket;
};

type VipDemoMarket = { country: 'us' | 'ca'; currency: 'USD' | 'CAD'; language: Locale };
const US_MARKET: VipDemoMarket = { country: 'us', currency: 'USD', language: 'en-US' };
const QUEBEC_MARKET: VipDemoMarket = { country: 'ca', currency: 'CAD', language: 'fr-CA' };

const texas: Address = {
  addressLine1: '900 Congress Ave',
  city: 'Austin',
  state: 'TX',
  zip: '78701',
  country: 'US',
};
const montreal: Address = {
  addressLine1: '1500 rue Peel',
  city: 'Montréal',
  state: 'QC',
  zip: 'H3A 1S9',
  country: 'CA',
};
const radio = (radioId: string, state: VipDemoDevice['state'] = 'paid'): VipDemoDevice => ({
  radioId,
  subscriptionId: `sub_seed_vip_${radioId.toLowerCase()}`,
  state,
  planCode: state === 'trial' ? 'US_SAT_AA_TRIAL_12MO' : 'US_SAT_AA_MO',
  packageId: 'SXM_ALL_ACCESS',
  priceMinor: state === 'trial' ? 0 : 2299,
});
const holder = (
  key: string,
  accountNumber: string,
  lastName: string,
  devices: VipDemoDevice[],
  bundled = false,
  market: VipDemoMarket = US_MARKET,
): VipDemoAccount => ({
  identityId: `idn_seed_vip_${key}`,
  handle: `vip.${key}@orbitradio.test`,
  password: 'Platinum-Two-Radios-44',
  accountNumber,
  firstName: 'Robin',
  lastName,
  phone:
    market.country === 'ca'
      ? `51455504${accountNumber.slice(-2)}`
      : `51255504${accountNumber.slice(-2)}`,
  serviceAddress: market.country === 'ca' ? montreal : texas,
  card: {
    token: `ctok_seed_vip_${key}_visa`,
    brand: 'visa',
    last4: `41${accountNumber.slice(-2)}`,
  },
  devices,
  bundled,
  market,
});
/** A Canadian radio on All Access, monthly, in CAD. */
const canadianRadio = (radioId: string): VipDemoDevice => ({
  ...radio(radioId),
  planCode: 'CA_SAT_AA_MO',
  priceMinor: 2499,
});
/** A radio already on Platinum VIP alone: the second device of its bundle is still to add. */
const vipAloneRadio = (radioId: string): VipDemoDevice => ({
  ...radio(radioId),
  planCode: 'US_SAT_PLATVIP_MO',
  packageId: 'SXM_PLATINUM_AUD_VIP',
  priceMinor: 3499,
});

/** Two radios already a Platinum VIP bundle: the primary pays the plan, the secondary rides free. */
const vipBundleRadios = (
  primaryId: string,
  secondaryId: string,
  market: VipDemoMarket = US_MARKET,
): VipDemoDevice[] => {
  const planCode = market.country === 'ca' ? 'CA_SAT_PLATVIP_MO' : 'US_SAT_PLATVIP_MO';
  const onVip = { planCode, packageId: 'SXM_PLATINUM_AUD_VIP' };
  return [
    { ...radio(primaryId), ...onVip, priceMinor: market.country === 'ca' ? 3799 : 3499 },
    { ...radio(secondaryId), ...onVip, priceMinor: 0 },
  ];
};

/**
 * The Platinum VIP demo accounts (docs/demo-data.md; flows §4.5): two paid radios; a radio and a
 * streaming plan; already VIP on two radios; a first radio in its trial; a closed second radio;
 * two paid radios in Montréal reading fr-CA (CAPVIP, CAD prices and Quebec taxes); one radio
 * already on Platinum VIP alone, its second device still to add (`add-second-radio`); two radios
 * already a monthly VIP bundle, in Texas and in Montréal, to move to the annual plan (ADR 053).
 * Each signs in with its handle (the card on file pays) and takes a VIP link minted by the CLI.
 */
export const VIP_DEMO_ACCOUNTS = {
  twoRadios: holder('two', '10000051', 'Vasquez', [radio('ORBV4101'), radio('ORBV4102')]),
  streaming: holder('streaming', '10000052', 'Lindqvist', [
    radio('ORBV4201'),
    {
      radioId: null,
      subscriptionId: 'sub_seed_vip_stream_4202',
      state: 'paid',
      planCode: 'US_STREAM_PLAT_MO',
      packageId: 'SXM_STREAMING_PLATINUM',
      priceMinor: 1499,
    },
  ]),
  bundled: holder(
    'bundled',
    '10000053',
    'Okafor',
    [
      {
        ...radio('ORBV4301'),
        planCode: 'US_SAT_PLATVIP_MO',
        packageId: 'SXM_PLATINUM_AUD_VIP',
        priceMinor: 3499,
      },
      {
        ...radio('ORBV4302'),
        planCode: 'US_SAT_PLATVIP_MO',
        packageId: 'SXM_PLATINUM_AUD_VIP',
        priceMinor: 0,
      },
      radio('ORBV4303'),
    ],
    true,
  ),
  trialFirst: holder('trial', '10000054', 'Nakamura', [
    radio('ORBV4401', 'trial'),
    radio('ORBV4402'),
  ]),
  closedSecond: holder('closed', '10000055', 'Brennan', [
    radio('ORBV4501'),
    radio('ORBV4502', 'closed'),
  ]),
  quebec: holder(
    'quebec',
    '10000056',
    'Tremblay',
    [canadianRadio('ORBV4601'), canadianRadio('ORBV4602')],
    false,
    QUEBEC_MARKET,
  ),
  oneRadio: holder('one', '10000057', 'Achebe', [vipAloneRadio('ORBV4701'), radio('ORBV4702')]),
  monthlyBundle: holder(
    'monthly',
    '10000058',
    'Castellanos',
    vipBundleRadios('ORBV4801', 'ORBV4802'),
    true,
  ),
  quebecBundle: holder(
    'montreal',
    '10000059',
    'Gagnon',
    vipBundleRadios('ORBV4901', 'ORBV4902', QUEBEC_MARKET),
    true,
    QUEBEC_MARKET,
  ),
} as const satisfies Record<string, VipDemoAccount>;

function rowsOf(account: VipDemoAccount, device: VipDemoDevice, seeded: Date, profileId: string) {
  const today = new Date(Math.floor(seeded.getTime() / DAY_MS) * DAY_MS);
  // Paid plans are ten days into a monthly term; the trial runs two more months; the closed
  // plan ended a year ago.
  const start =
    device.state === 'trial'
      ? addMonths(today, -10)
      : device.state === 'closed'
        ? addMonths(today, -24)
        : addMonths(new Date(today.getTime() - 10 * DAY_MS), -3);
  const closedAt = device.state === 'closed' ? addMonths(today, -12) : null;
  const subscription = {
    id: device.subscriptionId,
    accountNumber: account.accountNumber,
    radioId: device.radioId,
    planCode: device.planCode,
    packageId: device.packageId,
    serviceType: device.radioId ? 'satellite' : 'streaming',
    status: device.state === 'closed' ? 'Closed' : 'Active',
    commerceState: 'active',
    source: 'internal',
    billingProfileId: profileId,
    streamingIdentityId: null,
    startedAt: start,
    endsAt: closedAt,
    cancelledAt: closedAt,
    createdAt: start,
    updatedAt: start,
  };
  const phase = {
    id: `${device.subscriptionId}_phase_1`,
    subscriptionId: device.subscriptionId,
    position: 0,
    phase: device.state === 'trial' ? 'trial' : 'fullPrice',
    planType: device.state === 'trial' ? 'TRIAL' : 'SELF_PAY',
    startsAt: start,
    endsAt: device.state === 'trial' ? addMonths(start, 12) : closedAt,
    termMonths: device.state === 'trial' ? 12 : 1,
    priceMinor: device.priceMinor,
    currency: account.market.currency,
    isPrepaid: false,
    offerId: device.planCode,
  };
  return { start, subscription, phase };
}

export const demoVipAccounts: SeedPart = {
  name: 'vip-accounts',
  async run(tx, { now }) {
    for (const account of Object.values(VIP_DEMO_ACCOUNTS) as VipDemoAccount[]) {
      const opened = addMonths(now, -30);
      const { profileId } = await seedDemoCardHolder(tx, { ...account, ...account.market }, opened);
      for (const device of account.devices) {
        const { start, subscription, phase } = rowsOf(account, device, now, profileId);
        if (device.radioId) {
          await tx.insert(radios).values({
            radioId: device.radioId,
            accountNumber: account.accountNumber,
            deviceType: 'car',
            make: 'Lumen',
            model: 'Arc',
            year: 2024,
            createdAt: start,
          });
        }
        await tx.insert(subscriptions).values(subscription);
        await tx.insert(subscriptionPhases).values(phase);
      }
      const [primary, secondary] = account.devices;
      if (account.bundled && primary && secondary) {
        await tx.insert(subscriptionBundles).values({
          id: `sbn_seed_vip_${account.accountNumber}`,
          kind: 'pvip',
          accountNumber: account.accountNumber,
          primarySubscriptionId: primary.subscriptionId,
          secondarySubscriptionId: secondary.subscriptionId,
          createdAt: opened,
        });
      }
    }
    // Logged: ids and handles only; docs/demo-data.md has the password.
    return `${Object.keys(VIP_DEMO_ACCOUNTS).length} Platinum VIP accounts (${Object.values(
      VIP_DEMO_ACCOUNTS,
    )
      .map((account) => `${account.handle} ${account.accountNumber}`)
      .join(', ')})`;
  },
};
