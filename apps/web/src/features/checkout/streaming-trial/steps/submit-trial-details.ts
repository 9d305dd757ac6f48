import {
  addressCountryOf,
  type CareQuoteRequest,
  type Locale,
  type PresentedOffer,
} from '@orbit/domain';
import { checkoutCalls } from '@orbit/sdk';
import { failureMessageId } from '../../../../shared/errors/index.ts';
import type { AppServices } from '../../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../../shared/services/care-calls.ts';
import { askQuote } from '../../flow-kit/ask-again.ts';
import { reportHandledError } from '../../flow-kit/report-handled-error.ts';
import type {
  CustomerDetails,
  StreamingCheckoutStore,
} from '../../streaming-organic/checkout-store.ts';
import { trackCustomer, trackQuote } from '../../streaming-organic/flow-analytics.ts';
import { type PaymentOutcome, placeOfZip } from '../../streaming-organic/submit-payment.ts';

const QUIET = { skipGlobalHandler: true } as const;

/** What the trial's information form collects (no card). */
export interface TrialDetails {
  firstName: string;
  lastName: string;
  zip: string;
  phone: string;
  state: string;
}

export interface TrialDetailsDeps {
  services: AppServices;
  store: StreamingCheckoutStore;
  offer: PresentedOffer | undefined;
  locale: Locale;
}

/**
 * The trial-only submission of "enter your information": the zip check (as the payment step's),
 * then the trial alone priced (`quoteTrialAlone`). Nothing is started yet.
 */
export async function submitTrialDetails(
  deps: TrialDetailsDeps,
  details: TrialDetails,
): Promise<PaymentOutcome> {
  const { services } = deps;
  const place = await placeOfZip(services, { zip: details.zip, state: details.state || undefined });
  if (place.kind !== 'found') return place;
  return quoteTrialAlone(deps, {
    firstName: details.firstName,
    lastName: details.lastName,
    phone: details.phone,
    zip: place.zip,
    city: place.city,
    state: place.region,
    country: addressCountryOf(services.config.country),
  });
}

/**
 * The trial alone priced for this customer: the captcha check, then the quote (`quotes/quote
 * {planCodes:[plan], serviceAddress}`, flows §3.6) — nothing due today. What was learned goes
 * into the flow's state. A signed-in owner's account gives the customer (ADR 060).
 */
export async function quoteTrialAlone(
  deps: TrialDetailsDeps,
  customer: CustomerDetails,
): Promise<PaymentOutcome> {
  const { services, store, offer, locale } = deps;
  if (!offer) return { kind: 'formError', id: 'checkout.error.unexpected' };
  const checkout = careCallsFor(services.careRequester, checkoutCalls);
  const captcha = await checkout
    .checkCaptcha({ planCode: offer.planCode }, QUIET)
    .catch(() => undefined);
  const current = store.get();
  const quoteAsked: CareQuoteRequest = {
    planCodes: [{ planCode: offer.planCode }],
    serviceAddress: {
      streetAddress: '',
      city: customer.city,
      state: customer.state,
      postalCode: customer.zip,
      country: customer.country,
    },
    ...(current.promoCode ? { marketingPromoCode: current.promoCode } : {}),
    locale,
  };
  try {
    const quote = await askQuote(services, quoteAsked);
    trackQuote(services.dataLayer, quote);
  } catch (error) {
    const failure = reportHandledError(services, error, 'trial quote');
    if (failure.kind === 'sessionTimedOut') return { kind: 'stopped' };
    return { kind: 'formError', id: failureMessageId(failure, 'checkout.error.unexpected') };
  }
  store.update({
    customer,
    card: undefined,
    giftCard: undefined,
    cardless: true,
    followOnPlanCode: undefined,
    quoteAsked,
    captchaRequired: captcha?.status === 'REQUIRED',
    bounce: undefined,
  });
  trackCustomer(services.dataLayer, { transactionId: current.transactionId, language: locale });
  return { kind: 'done' };
}
