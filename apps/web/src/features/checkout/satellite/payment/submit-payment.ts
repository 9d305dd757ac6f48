import {
  addressCountryOf,
  type CareQuoteRequest,
  type Locale,
  type PresentedOffer,
} from '@orbit/domain';
import { type CardTokenizer, checkoutCalls } from '@orbit/sdk';
import { failureMessageId, failureOf, reportFailure } from '../../../../shared/errors/index.ts';
import type { AppServices } from '../../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../../shared/services/care-calls.ts';
import { cardTokenFieldProblem } from '../../components/card-form/card-token-problem.ts';
import { askQuote } from '../../flow-kit/ask-again.ts';
import { reportHandledError } from '../../flow-kit/report-handled-error.ts';
import { trackQuote } from '../../streaming-organic/flow-analytics.ts';
import type {
  SatelliteCheckoutStore,
  SatellitePayment,
  ServiceAddressDetails,
} from '../flow/checkout-store.ts';
import { trackSatelliteCustomer } from '../flow/flow-analytics.ts';
import type { PayWith, SatellitePaymentCodes, SatellitePaymentData } from './payment-form-model.ts';
import { isRadioInTrial, serviceAddressOf } from './purchase-request.ts';

const QUIET = { skipGlobalHandler: true } as const;

export type SatellitePaymentOutcome =
  | { kind: 'done' }
  /** What the gateway refused, as field codes. */
  | { kind: 'fieldErrors'; codes: SatellitePaymentCodes }
  | { kind: 'formError'; id: string }
  /** The session timed out: its modal is open. */
  | { kind: 'stopped' };

export interface SatellitePaymentDeps {
  services: AppServices;
  store: SatelliteCheckoutStore;
  tokenizer: CardTokenizer;
  locale: Locale;
  /** The offer being bought when the customer pressed Continue. */
  offer: PresentedOffer | undefined;
}

function failed(services: AppServices, error: unknown, name: string, id: string) {
  const failure = reportHandledError(services, error, name);
  return failure.kind === 'sessionTimedOut'
    ? ({ kind: 'stopped' } as const)
    : ({ kind: 'formError', id: failureMessageId(failure, id) } as const);
}

/**
 * The payment step's submission: a new card goes to the gateway's tokenizer (only its token
 * comes back here) and is checked by token; the card on file needs neither. Then the quote for
 * the plan at the service address (for a radio in a trial, from the trial's end). Nothing is
 * bought yet.
 */
export async function submitSatellitePayment(
  deps: SatellitePaymentDeps,
  data: SatellitePaymentData,
  payWith: PayWith,
): Promise<SatellitePaymentOutcome> {
  const { services, store, locale, offer } = deps;
  const { careRequester, config, dataLayer } = services;
  const checkout = careCallsFor(careRequester, checkoutCalls);
  const started = store.get();
  const cardOnFile = started.radio?.cardOnFile;
  if (!offer) return { kind: 'formError', id: 'checkout.error.unexpected' };

  let payment: SatellitePayment;
  if (payWith === 'cardOnFile' && cardOnFile) {
    payment = { kind: 'cardOnFile', brand: cardOnFile.brand, last4: cardOnFile.last4 };
  } else if (data.card) {
    try {
      const token = await deps.tokenizer.tokenizeCard({
        ...data.card,
        name: data.nameOnCard,
        postalCode: data.customer.zip,
      });
      payment = { kind: 'card', token, nameOnCard: data.nameOnCard };
    } catch (error) {
      const failure = failureOf(error);
      reportFailure(services.errors, failure, { name: 'card tokenization', serverFault: 'stay' });
      if (failure.source !== 'gateway') {
        return { kind: 'formError', id: 'checkout.error.unexpected' };
      }
      const blamed = cardTokenFieldProblem(failure.code);
      return blamed
        ? { kind: 'fieldErrors', codes: { [blamed.field]: blamed.code } }
        : { kind: 'formError', id: 'checkout.payment.cardNotProcessed' };
    }
    try {
      const check = await checkout.validateCustomerInfo(
        { creditCard: { cardToken: payment.token.token } },
        QUIET,
      );
      if (check.ccValidation?.valid === false) {
        return { kind: 'formError', id: 'checkout.payment.cardNotProcessed' };
      }
    } catch (error) {
      return failed(services, error, 'card check', 'checkout.payment.cardNotProcessed');
    }
  } else {
    return { kind: 'formError', id: 'checkout.error.unexpected' };
  }

  const customer: ServiceAddressDetails = {
    ...data.customer,
    country: addressCountryOf(config.country),
  };
  const quoteAsked: CareQuoteRequest = {
    planCodes: [{ planCode: offer.planCode }],
    serviceAddress: serviceAddressOf(customer),
    ...(started.promoCode ? { marketingPromoCode: started.promoCode } : {}),
    locale,
    // A radio in a trial: quoted as the paid plan following it, as its order will charge.
    ...(started.radio && isRadioInTrial(started.radio)
      ? { deviceRef: started.radio.deviceRef }
      : {}),
  };
  try {
    const quote = await askQuote(services, quoteAsked);
    store.update({ customer, payment, quoteAsked, bounce: undefined });
    trackSatelliteCustomer(dataLayer, store.get(), {
      language: locale,
      paymentMethod: payment.kind === 'card' ? payment.token.brand : 'cardOnFile',
    });
    trackQuote(dataLayer, quote);
    return { kind: 'done' };
  } catch (error) {
    return failed(services, error, 'quote', 'checkout.error.unexpected');
  }
}
