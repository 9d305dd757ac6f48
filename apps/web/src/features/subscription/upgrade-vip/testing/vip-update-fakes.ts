import type {
  CareVipUpdateOffersResult,
  PurchaseUpdateVipRequest,
  PurchaseUpdateVipResult,
} from '@orbit/domain';
import { usd } from '../../../../testing/care-account-fakes.ts';
import { fakeEndpoint } from '../../../../testing/fake-server.ts';
import { vipEligibility, vipRadio, vipServer } from './vip-fakes.ts';

/**
 * The existing-VIP update's fakes (ADR 053), in the domain's shapes: the demo's Castellanos
 * account (10000058), ORBV4801 + ORBV4802 a monthly Platinum VIP bundle, the annual plan to move to.
 */
export const VIP_UPDATE_PATH = '/subscribe/upgrade-vip/update';

export function vipUpdateOffers(
  overrides: Partial<CareVipUpdateOffersResult> = {},
): CareVipUpdateOffersResult {
  const device = (lastFour: string, bundleRole: 'primary' | 'secondary') => ({
    bundleRole,
    kind: 'radio' as const,
    subscriptionId: `sub_${lastFour}`,
    radioIdLastFour: lastFour,
    deviceType: 'car' as const,
    paidThrough: '2026-12-16',
  });
  const plan = {
    planName: 'Platinum VIP',
    current: false,
    dueToday: usd(0),
    startsOn: '2026-12-16',
  };
  return {
    country: 'us',
    devices: [device('4801', 'primary'), device('4802', 'secondary')],
    currentPlanCode: 'US_SAT_PLATVIP_MO',
    plans: [
      {
        ...plan,
        planCode: 'US_SAT_PLATVIP_MO',
        baseTerm: 'Monthly',
        termMonths: 1,
        price: usd(3499),
        pricePerMonth: usd(3499),
        current: true,
      },
      {
        ...plan,
        planCode: 'US_SAT_PLATVIP_YR',
        baseTerm: 'Annual',
        termMonths: 12,
        price: usd(34990),
        pricePerMonth: usd(2916),
      },
    ],
    cardOnFile: { brand: 'visa', last4: '4158' },
    ...overrides,
  };
}

export function vipUpdateResult(): PurchaseUpdateVipResult {
  return {
    status: 'SUCCESS',
    orderId: 'ord_4801',
    primarySubscriptionId: 'sub_4801',
    planCode: 'US_SAT_PLATVIP_YR',
    startsOn: '2026-12-16',
    charged: usd(0),
  };
}

/** The VIP fakes plus the update's calls and the signed-in owner's radio on VIP alone. */
export function vipUpdateServer() {
  const fake = vipServer();
  const offers = fakeEndpoint(fake.server, 'POST /services/offers/vip-update', () =>
    vipUpdateOffers(),
  );
  const update = fakeEndpoint(
    fake.server,
    'POST /services/purchase/update-vip-subscription',
    (_body: PurchaseUpdateVipRequest) => vipUpdateResult(),
  );
  const ownSecondRadio = fakeEndpoint(fake.server, 'POST /services/account/vip-second-radio', () =>
    vipEligibility({
      firstDevice: vipRadio('4701', { action: 'alreadyVip', planName: 'Platinum VIP' }),
      secondDevices: [vipRadio('4702')],
    }),
  );
  return { ...fake, calls: { ...fake.calls, offers, update, ownSecondRadio } };
}
