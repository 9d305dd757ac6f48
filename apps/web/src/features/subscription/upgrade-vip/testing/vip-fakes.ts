import type {
  CareVipDevice,
  CareVipEligibilityResult,
  CareVipQuoteRequest,
  CareVipQuoteResult,
  CareVipTokenResult,
  PurchaseUpgradeVipRequest,
  PurchaseVipResult,
  VipDeviceOutcome,
} from '@orbit/domain';
import { answerSandboxTokenizer } from '../../../../testing/card-token-fakes.ts';
import { identifiedAccount, usd } from '../../../../testing/care-account-fakes.ts';
import { careOk, createFakeServer, fakeEndpoint } from '../../../../testing/fake-server.ts';

/**
 * Platinum VIP's fakes, in the domain's shapes: the demo's Vasquez account (10000041), whose
 * link names the car radio ORBV4101; ORBV4102 may be the second, a streaming subscription may
 * not (it is not eligible), and a radio already in another bundle is refused.
 */
export const VIP_PATH = '/subscribe/upgrade-vip';
export const VIP_QUERY = '?programCode=USPVIP&token=oet1.vip.link';
export const VIP_LINK = `${VIP_PATH}${VIP_QUERY}`;

export function vipRadio(lastFour: string, overrides: Partial<CareVipDevice> = {}): CareVipDevice {
  return {
    kind: 'radio',
    device: { deviceRef: `vref_${lastFour}` },
    radioIdLastFour: lastFour,
    deviceType: 'car',
    maskedUsername: null,
    planName: 'All Access',
    state: 'paid',
    action: 'followPaid',
    eligible: true,
    fieldErrors: [],
    ...overrides,
  };
}

export function vipEligibility(
  overrides: Partial<CareVipEligibilityResult> = {},
): CareVipEligibilityResult {
  return {
    programCode: 'USPVIP',
    country: 'us',
    firstDevice: vipRadio('4101'),
    firstDeviceErrors: [],
    secondDevices: [
      vipRadio('4102'),
      {
        ...vipRadio('4203'),
        kind: 'streaming',
        device: { subscriptionId: 'sub_stream_4203' },
        radioIdLastFour: null,
        deviceType: null,
        maskedUsername: 'v******@orbitradio.test',
        eligible: false,
        fieldErrors: [
          { errorCode: 'SUBSCRIPTION_NOT_ELIGIBLE_FOR_SECOND_RADIO', fieldName: 'secondDevice' },
        ],
      },
      vipRadio('4302', {
        eligible: false,
        action: 'alreadyVip',
        fieldErrors: [
          {
            errorCode: 'SUBSCRIPTION_HAS_VIP_PLATINUM_PACKAGE_ON_2_RADIOS',
            fieldName: 'secondDevice',
          },
        ],
      }),
    ],
    ...overrides,
  };
}

export function vipTokenResult(): CareVipTokenResult {
  return {
    account: {
      authenticationType: 'TOKEN_URL',
      verified: true,
      firstName: 'Valeria',
      radios: [],
      streaming: [],
      hasActiveSubscription: true,
    },
    programCode: 'USPVIP',
    firstRadioIdLastFour: '4101',
  };
}

export function vipQuote(swapped = false): CareVipQuoteResult {
  const first = {
    role: 'first' as const,
    bundleRole: swapped ? ('secondary' as const) : ('primary' as const),
    device: { deviceRef: 'vref_4101' },
    action: swapped ? ('followTrial' as const) : ('followPaid' as const),
    planCode: swapped ? 'US_SAT_PLATVIP_COMPANION' : 'US_SAT_PLATVIP_MO',
    planName: swapped ? 'Platinum VIP companion' : 'Platinum VIP',
    startsOn: swapped ? '2026-12-20' : '2026-11-26',
    dueToday: usd(swapped ? 0 : 3299),
    monthlyPrice: usd(swapped ? 0 : 3299),
  };
  const second = {
    role: 'second' as const,
    bundleRole: swapped ? ('primary' as const) : ('secondary' as const),
    device: { deviceRef: 'vref_4102' },
    action: 'followPaid' as const,
    planCode: swapped ? 'US_SAT_PLATVIP_MO' : 'US_SAT_PLATVIP_COMPANION',
    planName: swapped ? 'Platinum VIP' : 'Platinum VIP companion',
    startsOn: '2026-11-26',
    dueToday: usd(swapped ? 3299 : 0),
    monthlyPrice: usd(swapped ? 3299 : 0),
  };
  return { devices: swapped ? [second, first] : [first, second], dueToday: usd(3299) };
}

export function vipOutcome(
  role: 'first' | 'second',
  overrides: Partial<VipDeviceOutcome> = {},
): VipDeviceOutcome {
  const first = role === 'first';
  return {
    role,
    bundleRole: first ? 'primary' : 'secondary',
    action: 'followPaid',
    outcome: 'upgraded',
    subscriptionId: first ? 'sub_4101' : 'sub_4102',
    radioIdLastFour: first ? '4101' : '4102',
    orderId: first ? 'ord_4101' : 'ord_4102',
    charged: first ? usd(3299) : null,
    error: null,
    ...overrides,
  };
}

export function vipPurchase(status: 'SUCCESS' | 'PARTIAL' = 'SUCCESS'): PurchaseVipResult {
  if (status === 'PARTIAL') {
    return {
      status,
      devices: [
        vipOutcome('first'),
        vipOutcome('second', {
          outcome: 'failed',
          orderId: null,
          error: { errorCode: 'SYSTEM_UNAVAILABLE', fieldErrors: [] },
        }),
      ],
      bundle: null,
    };
  }
  return {
    status,
    devices: [vipOutcome('first'), vipOutcome('second')],
    bundle: { primarySubscriptionId: 'sub_4101', secondarySubscriptionId: 'sub_4102' },
  };
}

/** The order of add-second-radio: the first already on VIP (charged nothing), the second joined. */
export function secondRadioPurchase(first: string, second: string): PurchaseVipResult {
  return {
    status: 'SUCCESS',
    devices: [
      vipOutcome('first', {
        action: 'alreadyVip',
        outcome: 'alreadyVip',
        charged: null,
        subscriptionId: `sub_${first}`,
        radioIdLastFour: first,
      }),
      vipOutcome('second', { subscriptionId: `sub_${second}`, radioIdLastFour: second }),
    ],
    bundle: { primarySubscriptionId: `sub_${first}`, secondarySubscriptionId: `sub_${second}` },
  };
}

/** Every VIP call answered as the demo answers it; each test replaces what it needs. */
export function vipServer() {
  const server = createFakeServer();
  const token = fakeEndpoint(server, 'POST /services/account/token/upgrade-vip', () =>
    vipTokenResult(),
  );
  const eligibility = fakeEndpoint(server, 'POST /services/account/token/vip-eligible-radios', () =>
    vipEligibility(),
  );
  const quote = fakeEndpoint(
    server,
    'POST /services/quotes/upgrade-vip',
    (_body: CareVipQuoteRequest) => vipQuote(),
  );
  const purchase = fakeEndpoint(
    server,
    'POST /services/purchase/upgrade-vip',
    (_body: PurchaseUpgradeVipRequest) => vipPurchase(),
  );
  server.on('POST /services/account', () => careOk(identifiedAccount()));
  answerSandboxTokenizer(server);
  return { server, calls: { token, eligibility, quote, purchase } };
}
