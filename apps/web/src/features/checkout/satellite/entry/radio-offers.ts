import {
  type CareCaptchaFields,
  type CareOffersResult,
  type Locale,
  PURCHASE_ERROR_CODES,
} from '@orbit/domain';
import { type Failure, failureOf } from '../../../../shared/errors/index.ts';
import { CAPTCHA_REQUIRED } from '../../../../shared/human-check/index.ts';
import type { AppServices } from '../../../../shared/services/app-services.tsx';
import type { IdentifiedRadio } from '../../../identification/index.ts';
import type { OffersAsked } from '../../checkout-queries.ts';
import { askOffers } from '../../flow-kit/ask-again.ts';
import { reportHandledError } from '../../flow-kit/report-handled-error.ts';
import { leadPlanCodeOf } from '../../streaming-organic/offers.ts';
import type { SatelliteCheckoutState, SatelliteCheckoutStore } from '../flow/checkout-store.ts';

export type RadioOffersOutcome =
  | { kind: 'ready'; offersAsked: OffersAsked; offers: CareOffersResult }
  /** ACTIVE_SATELLITE_SUBSCRIPTION: the radio already has a paid plan. */
  | { kind: 'active' }
  | { kind: 'noOffers' }
  /** The radio's lookups were spent (by anyone): a human check, then ask again with its proof. */
  | { kind: 'humanCheck'; failure: Failure }
  | { kind: 'failed' }
  | { kind: 'stopped' };

export interface RadioOffersInput {
  programCode: string | undefined;
  promoCode: string | undefined;
  locale: Locale;
  /** The radio's streaming offers rather than its satellite ones (ADR 049). */
  streaming?: boolean;
  /** Only the offers that take the multi-radio discount (the streaming targeted `mrd` page). */
  mrdOnly?: boolean;
  /** After the order was refused as INELIGIBLE_FOR_OFFER: the offers standing in for those. */
  retrieveFallbackOffer?: boolean;
  /** The solved human check the last try was asked for. */
  humanCheckProof?: CareCaptchaFields;
}

/**
 * Once the radio is known (flows §2.2 step 2, §2.3, §4.7): `POST /offers/customer {deviceRef,
 * programCode?, marketingPromoCode?, streaming}` (streaming in the streaming targeted checkouts), asked now and kept in the query cache.
 */
export async function askRadioOffers(
  services: AppServices,
  radio: IdentifiedRadio,
  input: RadioOffersInput,
): Promise<RadioOffersOutcome> {
  const offersAsked: OffersAsked = {
    call: 'customerOffers',
    request: {
      streaming: input.streaming ?? false,
      deviceRef: radio.deviceRef,
      locale: input.locale,
      ...(input.programCode ? { programCode: input.programCode } : {}),
      ...(input.promoCode ? { marketingPromoCode: input.promoCode } : {}),
      ...(input.retrieveFallbackOffer ? { retrieveFallbackOffer: true } : {}),
    },
    ...(input.mrdOnly ? { only: 'mrdEligible' as const } : {}),
  };
  try {
    const offers = await askOffers(services, offersAsked, input.humanCheckProof);
    return offers.offers.length === 0
      ? { kind: 'noOffers' }
      : { kind: 'ready', offersAsked, offers };
  } catch (error) {
    // Not a failure of the page: the customer is asked for a check and presses again.
    const asked = failureOf(error);
    if (asked.code === CAPTCHA_REQUIRED) return { kind: 'humanCheck', failure: asked };
    const failure = reportHandledError(services, error, 'radio offers');
    if (failure.kind === 'sessionTimedOut') return { kind: 'stopped' };
    if (failure.code === PURCHASE_ERROR_CODES.ACTIVE_SATELLITE_SUBSCRIPTION) {
      return { kind: 'active' };
    }
    return { kind: 'failed' };
  }
}

/**
 * The flow once a radio's offers are in: they become the offers shown, the plan already chosen
 * stays chosen when the radio can have it (else its lead offer is), and whatever was priced or
 * paid for belongs to the last order (the details too, for another radio).
 */
export function radioChosen(
  current: Pick<SatelliteCheckoutState, 'selectedPlanCode' | 'radio' | 'customer'>,
  radio: IdentifiedRadio,
  found: { offersAsked: OffersAsked; offers: CareOffersResult },
): Partial<SatelliteCheckoutState> {
  const chosen = current.selectedPlanCode;
  const keep = found.offers.offers.some((offer) => offer.planCode === chosen);
  return {
    radio,
    offersAsked: found.offersAsked,
    selectedPlanCode: keep ? chosen : leadPlanCodeOf(found.offers),
    customer: current.radio?.deviceRef === radio.deviceRef ? current.customer : undefined,
    payment: undefined,
    quoteAsked: undefined,
    bounce: undefined,
  };
}

/** What the radio's offers answered, as the flow's store keeps it. */
export function radioOffersFound(
  current: Pick<SatelliteCheckoutState, 'selectedPlanCode' | 'radio' | 'customer'>,
  radio: IdentifiedRadio,
  outcome: RadioOffersOutcome,
): Partial<SatelliteCheckoutState> | undefined {
  switch (outcome.kind) {
    case 'ready':
      return radioChosen(current, radio, outcome);
    case 'noOffers':
      return { radio };
    case 'active':
      return { radio: { ...radio, hasActiveSubscription: true } };
    default:
      return undefined;
  }
}

/** The radio's offers (`askRadioOffers`), kept in the flow's store (`radioOffersFound`). */
export async function loadRadioOffers(
  services: AppServices,
  store: SatelliteCheckoutStore,
  radio: IdentifiedRadio,
  input: RadioOffersInput,
): Promise<RadioOffersOutcome> {
  const outcome = await askRadioOffers(services, radio, input);
  const found = radioOffersFound(store.get(), radio, outcome);
  if (found) store.update(found);
  return outcome;
}
