import { type Locale, PURCHASE_ERROR_CODES } from '@orbit/domain';
import type { Failure } from '../../../../shared/errors/index.ts';
import type { AppServices } from '../../../../shared/services/app-services.tsx';
import { purchaseFailureOf } from '../../flow-kit/purchase-outcome.ts';
import { loadRadioOffers } from '../entry/radio-offers.ts';
import type { PaymentBounce, SatelliteCheckoutStore } from '../flow/checkout-store.ts';

/** Where a refused order leaves the customer. */
export type RefusedOrderOutcome =
  /** The radio has an active paid plan after all: the active-subscription page. */
  | { kind: 'activeSubscription' }
  /** Back to payment, saying why (the review step's guard follows `bounce`). */
  | { kind: 'payment'; bounce: PaymentBounce }
  /** The session timed out: its modal is open; stay. */
  | { kind: 'stay' };

/**
 * What a refused `purchase/add-subscription` or `change-subscription` means (flows §2.2 step 4):
 * a paid plan running on the radio after all → the active-subscription page; a card problem →
 * payment, "card processing error"; the offer is for new subscribers only (INELIGIBLE_FOR_OFFER)
 * → the offers standing in for it, then payment with that notice; anything else → payment with
 * the unexpected-error message. Each way back is a new attempt, so it gets a new transaction id.
 */
export async function handleRefusedOrder(
  services: AppServices,
  store: SatelliteCheckoutStore,
  failure: Failure,
  locale: Locale,
): Promise<RefusedOrderOutcome> {
  const { code } = failure;
  if (code === PURCHASE_ERROR_CODES.ACTIVE_SATELLITE_SUBSCRIPTION) {
    return { kind: 'activeSubscription' };
  }
  const purchase = purchaseFailureOf(failure);
  if (purchase === 'sessionTimedOut') return { kind: 'stay' };
  let bounce: PaymentBounce = purchase === 'card' ? 'cardProcessing' : 'unexpected';
  const { radio, programCode, promoCode, offersAsked } = store.get();
  if (code === PURCHASE_ERROR_CODES.INELIGIBLE_FOR_OFFER && radio) {
    const offers = await loadRadioOffers(services, store, radio, {
      programCode,
      promoCode,
      locale,
      streaming: offersAsked?.call === 'customerOffers' && offersAsked.request.streaming,
      mrdOnly: offersAsked?.call === 'customerOffers' && offersAsked.only === 'mrdEligible',
      retrieveFallbackOffer: true,
    });
    if (offers.kind === 'ready') bounce = 'ineligible';
  }
  store.newAttempt({ bounce, payment: undefined, quoteAsked: undefined });
  return { kind: 'payment', bounce };
}
