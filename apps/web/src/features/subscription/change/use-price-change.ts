import type { CareAccount, ChangeOffer, CheckoutGiftCard, Locale } from '@orbit/domain';
import { failureMessageId } from '../../../shared/errors/index.ts';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { isGiftCardCode } from '../../billing/index.ts';
import { askQuote, reportHandledError } from '../../checkout/flow-kit/index.ts';
import { trackChangePreviewed } from './change-analytics.ts';
import { changePlanCodesOf, changeQuoteRequestOf } from './change-order.ts';
import type { ChangePayment } from './change-store.ts';
import { changeStoreFor } from './change-store.ts';
import { changeRefusalOf } from './steps/change-refusal.ts';

export interface PriceChange {
  /**
   * Prices the choice with this payment and gift card (`quotes/quote` with the subscription: the
   * plan change's preview) and opens the review; answers why it could not: a message id, on the
   * gift card when it was the gift card that was refused.
   */
  price(
    payment: ChangePayment,
    giftCard: CheckoutGiftCard | undefined,
    offer: ChangeOffer | undefined,
  ): Promise<PriceRefusal | undefined>;
  /** Prices the same choice again (a new preview and `quoteId`); false when it could not. */
  again(): Promise<boolean>;
}

/** Why the change could not be priced: a message id, or the gift card's refusal code. */
export type PriceRefusal = { id: string } | { giftCardCode: string };

const REFUSAL_MESSAGES = {
  samePlan: 'subscription.change.error.samePlan',
  notEligible: 'subscription.change.error.notEligible.body',
} as const;

/** The preview of the change, asked of the server each time (never an earlier answer). */
export function usePriceChange(account: CareAccount, subscriptionId: string): PriceChange {
  const services = useAppServices();
  const locale = useIntl().locale as Locale;
  const store = changeStoreFor(services);
  return {
    async price(payment, giftCard, offer) {
      if (!offer) return { id: 'subscription.change.error.unexpected' };
      const state = store.get();
      const request = changeQuoteRequestOf(
        account,
        subscriptionId,
        changePlanCodesOf(state),
        locale,
        giftCard,
      );
      try {
        const quote = await askQuote(services, request);
        trackChangePreviewed(services.dataLayer, offer, quote);
        store.update({ payment, giftCard, quoteAsked: request, open: 'review', bounce: undefined });
        return undefined;
      } catch (error) {
        const failure = reportHandledError(services, error, 'plan change quote');
        if (giftCard && isGiftCardCode(failure.code, true)) {
          return { giftCardCode: failure.code };
        }
        const refusal = changeRefusalOf(failure);
        if (refusal === 'samePlan' || refusal === 'notEligible') {
          return { id: REFUSAL_MESSAGES[refusal] };
        }
        return { id: failureMessageId(failure, 'subscription.change.error.unexpected') };
      }
    },
    async again() {
      const { quoteAsked } = store.get();
      if (!quoteAsked) return false;
      try {
        await askQuote(services, quoteAsked);
        return true;
      } catch (error) {
        reportHandledError(services, error, 'plan change quote');
        return false;
      }
    },
  };
}
