import type { Locale, PurchaseAddSubscriptionRequest } from '@orbit/domain';
import { newCardPaymentOf, orderServiceAddressOf } from '../../../checkout/flow-kit/index.ts';
import type { UsedCarState } from '../used-car-store.ts';

/**
 * The RTP trial's order (flows §3.4 step 3): the trial plan for the radio the eligibility check
 * named (`deviceRef`), with the program code it answered, the new card's token and the attempt's
 * transaction id (the Idempotency-Key), the service address, the language and the agreement.
 * Undefined while a step's data is missing (review is guarded).
 */
export function rtpOrderOf(
  state: UsedCarState,
  locale: Locale,
): PurchaseAddSubscriptionRequest | undefined {
  const { eligibility, rtp, selectedPlanCode } = state;
  if (!eligibility || !rtp || !selectedPlanCode) return undefined;
  return {
    deviceRef: eligibility.deviceRef,
    plans: [{ planCode: selectedPlanCode }],
    programCode: eligibility.programCode,
    paymentInfo: newCardPaymentOf(rtp.card, state.transactionId),
    serviceAddress: orderServiceAddressOf(rtp.address, rtp.person),
    languagePreference: locale,
    agreementAccepted: true,
  };
}
