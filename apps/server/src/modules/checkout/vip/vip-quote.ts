import {
  type CareVipQuoteRequest,
  type CareVipQuoteResult,
  CURRENCY_BY_COUNTRY,
  isoDate,
  type Locale,
  type Money,
} from '@orbit/domain';
import type { CheckoutRequestDeps } from '../orders/checkout-deps.ts';
import { planNameOf } from '../orders/order-offers.ts';
import type { PurchaseContext } from '../orders/purchase-context.ts';
import { priceNewSubscription } from '../pricing/index.ts';
import { vipChoiceOf } from './vip-choice.ts';

/**
 * `quotes/upgrade-vip` (flows §4.5): both devices in the order the purchase takes them, what it
 * does to each, the day VIP starts on each and what is due today — the primary's VIP plan priced
 * by the quote engine for the account's service address (from the end of its trial or paid
 * period when one runs), the secondary at no charge. Prices only: nothing is kept, the purchase
 * prices again.
 */
export async function quoteVip(
  deps: Pick<CheckoutRequestDeps, 'db' | 'clock'>,
  context: Pick<PurchaseContext, 'careSessionId' | 'accountAccess'>,
  request: CareVipQuoteRequest,
): Promise<CareVipQuoteResult> {
  const now = deps.clock();
  const choice = await vipChoiceOf(deps.db, context, request, now);
  const { account, offer } = choice;
  const country = account.country === 'ca' ? 'ca' : 'us';
  const locale = account.language as Locale;
  const zero: Money = { amountMinor: 0, currency: CURRENCY_BY_COUNTRY[country] };
  const fullPrice = offer.phases.at(-1)?.price.total ?? zero;
  const devices = await Promise.all(
    choice.steps.map(async (step) => {
      const startsAt = step.action === 'newSubscription' ? now : (step.device.serviceEnd ?? now);
      const primary = step.bundleRole === 'primary';
      const dueToday =
        primary && step.action !== 'alreadyVip'
          ? (
              await priceNewSubscription(deps.db, {
                planCodes: [offer.planCode],
                region: { country, state: account.serviceAddress.state },
                now,
                startsAt: step.action === 'newSubscription' ? undefined : startsAt,
                locale,
                fields: { plan: () => 'programCode' },
              })
            ).currentQuote.totalAmount
          : zero;
      return {
        role: step.role,
        bundleRole: step.bundleRole,
        device: step.name,
        action: step.action,
        planCode: offer.planCode,
        planName: planNameOf(offer, locale),
        startsOn: isoDate(startsAt),
        dueToday,
        monthlyPrice: primary ? fullPrice : zero,
      };
    }),
  );
  return {
    devices,
    dueToday: {
      amountMinor: devices.reduce((sum, device) => sum + device.dueToday.amountMinor, 0),
      currency: zero.currency,
    },
  };
}
