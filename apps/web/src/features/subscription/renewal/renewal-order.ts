import type { Locale, PurchaseRenewalRequest } from '@orbit/domain';
import { newCardPaymentOf, orderServiceAddressOf } from '../../checkout/flow-kit/index.ts';
import type { RenewalState } from './renewal-store.ts';

/**
 * `purchase/renewal` (flows §4.1): the campaign (promo plan, renewal code, program code), the
 * choice and its genre, the radio by the lookup's `deviceRef`, the new card's token (or the card
 * on file, for its signed-in owner) with the attempt's transaction id (the Idempotency-Key), the service address typed on payment, the
 * language and the agreement. Undefined while a step's answer is missing.
 */
export function renewalOrderOf(
  state: RenewalState,
  programCode: string,
  locale: Locale,
): PurchaseRenewalRequest | undefined {
  const { renewalQuoteAsked: priced, payment } = state;
  if (!priced || !payment) return undefined;
  return {
    planCode: priced.planCode,
    renewalCode: priced.renewalCode,
    choicePlanCode: priced.choicePlanCode,
    ...(priced.deviceRef ? { deviceRef: priced.deviceRef } : {}),
    ...(state.genreId ? { genreId: state.genreId } : {}),
    programCode,
    paymentInfo:
      payment.card.kind === 'card'
        ? newCardPaymentOf(payment.card, state.transactionId)
        : {
            useCardOnFile: true,
            paymentType: 'creditCard',
            transactionId: state.transactionId,
          },
    serviceAddress: orderServiceAddressOf(payment.address, payment.person),
    languagePreference: locale,
    agreementAccepted: true,
  };
}
