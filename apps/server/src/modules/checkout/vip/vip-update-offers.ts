import {
  billingPeriodMonths,
  type CareVipBundleDevice,
  type CareVipUpdateOffersRequest,
  type CareVipUpdateOffersResult,
  CURRENCY_BY_COUNTRY,
  isDeviceType,
  isoDate,
  type Locale,
  type Money,
} from '@orbit/domain';
import { cardStillValid } from '../../../platform/payments/sandbox-card-check.ts';
import type { OfferWithPackage } from '../../catalog/index.ts';
import { defaultPaymentMethodOf } from '../../identification/index.ts';
import type { CheckoutRequestDeps } from '../orders/checkout-deps.ts';
import { planNameOf } from '../orders/order-offers.ts';
import type { PurchaseContext } from '../orders/purchase-context.ts';
import { priceNewSubscription } from '../pricing/index.ts';
import type { NamedVipBundle } from './vip-bundle-named.ts';
import { vipBundleNamed } from './vip-bundle-named.ts';
import { vipPlansToMoveTo } from './vip-plans-to-move-to.ts';

function bundleDeviceOf(
  device: NamedVipBundle['primary'],
  bundleRole: CareVipBundleDevice['bundleRole'],
): CareVipBundleDevice {
  const { radio } = device;
  return {
    bundleRole,
    kind: radio ? 'radio' : 'streaming',
    subscriptionId: device.subscription.id,
    radioIdLastFour: radio ? radio.radioId.slice(-4) : null,
    deviceType: radio ? (isDeviceType(radio.deviceType) ? radio.deviceType : 'radio') : null,
    paidThrough: device.serviceEnd ? isoDate(device.serviceEnd) : null,
  };
}

/** One term's price and what it comes to a month (rounded to the cent). */
function termPriceOf(offer: OfferWithPackage, zero: Money) {
  const last = offer.phases.at(-1);
  const price = last?.price.total ?? zero;
  const termMonths = last ? Math.max(1, billingPeriodMonths(last.billingPeriod)) : 1;
  return {
    price,
    termMonths,
    pricePerMonth: { ...price, amountMinor: Math.round(price.amountMinor / termMonths) },
  };
}

/**
 * `offers/vip-update` (flows §4.5; ADR 053): the signed-in owner's bundle and the VIP plans it
 * may move to, each priced by the quote engine as the update would buy it — from the end of the
 * primary's paid period, on the account's service address. Nothing is kept: the purchase checks
 * and prices again.
 */
export async function vipUpdateOffers(
  deps: Pick<CheckoutRequestDeps, 'db' | 'clock'>,
  context: Pick<PurchaseContext, 'accountAccess'>,
  request: CareVipUpdateOffersRequest,
): Promise<CareVipUpdateOffersResult> {
  const now = deps.clock();
  const { account, primary, secondary } = await vipBundleNamed(deps.db, context, request, now);
  const country = account.country === 'ca' ? 'ca' : 'us';
  const locale = account.language as Locale;
  const zero: Money = { amountMinor: 0, currency: CURRENCY_BY_COUNTRY[country] };
  const startsAt = primary.serviceEnd ?? now;
  const offers = await vipPlansToMoveTo(deps.db, country, now);
  const plans = await Promise.all(
    offers.map(async (offer) => {
      const quote = await priceNewSubscription(deps.db, {
        planCodes: [offer.planCode],
        region: { country, state: account.serviceAddress.state },
        now,
        startsAt,
        locale,
      });
      return {
        planCode: offer.planCode,
        planName: planNameOf(offer, locale),
        baseTerm: offer.baseTerm,
        ...termPriceOf(offer, zero),
        current: offer.planCode === primary.subscription.planCode,
        dueToday: quote.currentQuote.totalAmount,
        startsOn: isoDate(startsAt),
      };
    }),
  );
  const card = await defaultPaymentMethodOf(deps.db, account.accountNumber);
  const usable =
    card?.status === 'active' && cardStillValid(card.expiryMonth, card.expiryYear, now);
  return {
    country,
    devices: [bundleDeviceOf(primary, 'primary'), bundleDeviceOf(secondary, 'secondary')],
    currentPlanCode: primary.subscription.planCode,
    plans,
    cardOnFile: usable && card ? { brand: card.brand, last4: card.last4 } : null,
  };
}
