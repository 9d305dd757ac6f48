import type { OrderQuote } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { subscriptions } from '../../../db/schema/index.ts';
import { AppError, isAppError } from '../../../platform/errors/app-error.ts';
import { giftCardBalanceMinorOf, giftCardCanPay } from '../../billing/index.ts';
import { promoCodeUsedUp } from '../../catalog/index.ts';
import type { Fulfilment } from './fulfilment.ts';
import { giftCardAmountOf } from './order-view.ts';
import { purchasableRadio } from './purchase-radio.ts';

/**
 * What changed since an order was priced that refuses it now, read just before its card is
 * charged and under the decision's money locks (ADR 021), so nothing changes it again before
 * the write: the radio got a plan (ACTIVE_SATELLITE_SUBSCRIPTION), the gift card was spent
 * (NO_GIFT_CARD_BALANCE), the promo code was used up (OFFER_REDEEMED), the subscription a plan
 * switch was priced against changed (cancelled, kept, switched: SUBSCRIPTION_CHANGED, its
 * `updated_at` moved) or so did the balance of the gift card it was priced with (still enough:
 * SUBSCRIPTION_CHANGED, the preview's split no longer stands). An order quoted in an
 * earlier request (order/v1) needs it most; the radio is not read again when `checked` says this
 * request found it purchasable under the same locks after pricing. Undefined: nothing did.
 */
export async function refusalSincePriced(
  db: Db,
  quote: OrderQuote,
  plan: Fulfilment,
  now: Date,
  checked: { radioPurchasable?: boolean } = {},
): Promise<AppError | undefined> {
  const { subscription } = plan;
  if (subscription.kind === 'new' && subscription.radioId && !checked.radioPurchasable) {
    const radioRefusal = await purchasableRadio(db, subscription.radioId, now).then(
      () => undefined,
      (error: unknown) => {
        if (isAppError(error)) return error;
        throw error;
      },
    );
    if (radioRefusal) return radioRefusal;
  }
  if (subscription.kind === 'planSwitch') {
    const [row] = await db
      .select({ updatedAt: subscriptions.updatedAt })
      .from(subscriptions)
      .where(eq(subscriptions.id, subscription.subscriptionId))
      .limit(1);
    if (row?.updatedAt.getTime() !== subscription.pricedAgainst.getTime()) {
      return new AppError('SUBSCRIPTION_CHANGED', 'subscription changed since it was priced');
    }
  }
  const giftCardPart = giftCardAmountOf(quote).amountMinor;
  if (plan.giftCardId && !(await giftCardCanPay(db, plan.giftCardId, giftCardPart))) {
    return new AppError('NO_GIFT_CARD_BALANCE', 'gift card spent since the order was priced');
  }
  const pricedWith = subscription.kind === 'planSwitch' ? subscription.giftCardPricedWith : null;
  if (plan.giftCardId && pricedWith) {
    // The preview split the charge with this balance: another split is another price.
    const balance = await giftCardBalanceMinorOf(db, plan.giftCardId);
    if (balance !== pricedWith.amountMinor) {
      return new AppError('SUBSCRIPTION_CHANGED', 'gift card balance moved since it was priced');
    }
  }
  if (plan.promo && (await promoCodeUsedUp(db, plan.promo.code, plan.promo.customerKey))) {
    return new AppError('OFFER_REDEEMED', 'promo code used up since the order was priced');
  }
  return undefined;
}
