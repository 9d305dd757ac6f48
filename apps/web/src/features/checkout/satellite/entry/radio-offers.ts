import { type Locale, PURCHASE_ERROR_CODES } from '@orbit/domain';
import { catalogCalls } from '@orbit/sdk';
import type { AppServices } from '../../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../../shared/services/care-calls.ts';
import type { IdentifiedRadio } from '../../../identification/index.ts';
import { reportHandledError } from '../../flow-kit/report-handled-error.ts';
import { leadPlanCodeOf } from '../../streaming-organic/offers.ts';
import type { SatelliteCheckoutStore } from '../flow/checkout-store.ts';

export type RadioOffersOutcome =
  | { kind: 'ready' }
  /** ACTIVE_SATELLITE_SUBSCRIPTION: the radio already has a paid plan. */
  | { kind: 'active' }
  | { kind: 'noOffers' }
  | { kind: 'failed' }
  | { kind: 'stopped' };

export interface RadioOffersInput {
  programCode: string | undefined;
  promoCode: string | undefined;
  locale: Locale;
  /** After the order was refused as INELIGIBLE_FOR_OFFER: the offers standing in for those. */
  retrieveFallbackOffer?: boolean;
}

/**
 * Once the radio is known (flows §2.2 step 2, §2.3, §4.7): `POST /offers/customer {deviceRef,
 * programCode?, marketingPromoCode?, streaming: false}`. The offers become the radio's; the plan
 * already chosen stays chosen when the radio can have it, else its lead offer is.
 */
export async function loadRadioOffers(
  services: AppServices,
  store: SatelliteCheckoutStore,
  radio: IdentifiedRadio,
  input: RadioOffersInput,
): Promise<RadioOffersOutcome> {
  try {
    const offers = await careCallsFor(services.careRequester, catalogCalls).getCustomerOffers(
      {
        streaming: false,
        deviceRef: radio.deviceRef,
        locale: input.locale,
        ...(input.programCode ? { programCode: input.programCode } : {}),
        ...(input.promoCode ? { marketingPromoCode: input.promoCode } : {}),
        ...(input.retrieveFallbackOffer ? { retrieveFallbackOffer: true } : {}),
      },
      { skipGlobalHandler: true },
    );
    if (offers.offers.length === 0) {
      store.update({ radio });
      return { kind: 'noOffers' };
    }
    const chosen = store.get().selectedPlanCode;
    const keep = offers.offers.some((offer) => offer.planCode === chosen);
    store.update({
      radio,
      offers,
      selectedPlanCode: keep ? chosen : leadPlanCodeOf(offers),
      // Another radio means another order: whatever was priced or paid for belongs to the last one.
      customer: store.get().radio?.deviceRef === radio.deviceRef ? store.get().customer : undefined,
      payment: undefined,
      quote: undefined,
      bounce: undefined,
    });
    return { kind: 'ready' };
  } catch (error) {
    const failure = reportHandledError(services, error, 'radio offers');
    if (failure.kind === 'sessionTimedOut') return { kind: 'stopped' };
    if (failure.code === PURCHASE_ERROR_CODES.ACTIVE_SATELLITE_SUBSCRIPTION) {
      store.update({ radio: { ...radio, hasActiveSubscription: true } });
      return { kind: 'active' };
    }
    return { kind: 'failed' };
  }
}
