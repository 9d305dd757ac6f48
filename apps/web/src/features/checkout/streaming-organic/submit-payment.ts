import {
  addressCountryOf,
  type CardToken,
  type CareOffersResult,
  type CareQuoteRequest,
  FIELD_ERROR_CODES,
  type Locale,
  type PresentedOffer,
} from '@orbit/domain';
import { type CardTokenizer, checkoutCalls } from '@orbit/sdk';
import { failureMessageId, failureOf, reportFailure } from '../../../shared/errors/index.ts';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';
import { cardTokenFieldProblem } from '../components/card-form/card-token-problem.ts';
import type {
  PaymentFormCodes,
  PaymentFormData,
} from '../components/card-form/payment-form-model.ts';
import { askOffers, askQuote } from '../flow-kit/ask-again.ts';
import { reportHandledError } from '../flow-kit/report-handled-error.ts';
import type { StreamingCheckoutStore } from './checkout-store.ts';
import { trackCustomer, trackQuote } from './flow-analytics.ts';
import { streamingOffersAsked } from './offers.ts';
import { reselect } from './switch-offers.ts';

const QUIET = { skipGlobalHandler: true } as const;

export type PaymentOutcome =
  | { kind: 'done' }
  /** What the server's checks refused, as field codes. */
  | { kind: 'fieldErrors'; codes: PaymentFormCodes }
  /** The zip check could not name the state: the form asks for it. */
  | { kind: 'needsState' }
  | { kind: 'formError'; id: string }
  /** The session timed out: its modal is open. */
  | { kind: 'stopped' };

export interface PaymentDeps {
  services: AppServices;
  store: StreamingCheckoutStore;
  tokenizer: CardTokenizer;
  locale: Locale;
  /** The offer being bought when the customer pressed Continue. */
  offer: PresentedOffer | undefined;
  /** Loads other offers under the few seconds' "that offer is for new subscribers" notice. */
  switchOffer(load: () => Promise<CareOffersResult>): Promise<CareOffersResult>;
}

/** A failure the payment step reports in its own words, after tracking it. */
class PaymentStop extends Error {
  constructor(readonly outcome: PaymentOutcome) {
    super(outcome.kind);
  }
}

function stopOn(services: AppServices, error: unknown, name: string, id: string): never {
  const failure = reportHandledError(services, error, name);
  if (failure.kind === 'sessionTimedOut') throw new PaymentStop({ kind: 'stopped' });
  throw new PaymentStop({ kind: 'formError', id: failureMessageId(failure, id) });
}

/**
 * The payment step's submission (flows §2.1 step 4): the zip check (taking the corrected city and
 * state), the card to the gateway's tokenizer, the card check by token, the streaming
 * eligibility check (not eligible: another offer under a notice), the captcha check, then the
 * quote. What was learned goes into the flow's state; nothing is bought yet.
 */
export async function submitPayment(
  deps: PaymentDeps,
  data: PaymentFormData,
): Promise<PaymentOutcome> {
  try {
    return await runPayment(deps, data);
  } catch (error) {
    if (error instanceof PaymentStop) return error.outcome;
    reportHandledError(deps.services, error, 'payment step');
    return { kind: 'formError', id: 'checkout.error.unexpected' };
  }
}

/** Where a zip is, as the zip check corrects it: city, state and the zip itself. */
export type ZipPlace = { kind: 'found'; city: string; region: string; zip: string };

/**
 * The zip check (flows §2.1 step 4): refused when unknown, else its corrected city and state
 * (the typed state when the check names none; none at all: the form asks for it). When the
 * check is down the customer is not blocked.
 */
export async function placeOfZip(
  services: AppServices,
  typed: { zip: string; state: string | undefined },
): Promise<ZipPlace | PaymentOutcome> {
  const checkout = careCallsFor(services.careRequester, checkoutCalls);
  const country = addressCountryOf(services.config.country);
  let city = '';
  let region = typed.state;
  let zip = typed.zip;
  try {
    const check = await checkout.validateCustomerInfo({ serviceAddress: { zip, country } }, QUIET);
    const validation = check.addressValidation;
    if (validation?.status === 'notValid') {
      return { kind: 'fieldErrors', codes: { zip: FIELD_ERROR_CODES.INVALID } };
    }
    const corrected = validation?.correctedAddresses[0];
    if (corrected) {
      city = corrected.city;
      region = corrected.state || region;
      zip = corrected.zip || zip;
    }
  } catch (error) {
    const failure = reportHandledError(services, error, 'zip check');
    if (failure.kind === 'sessionTimedOut') return { kind: 'stopped' };
  }
  if (!region) return { kind: 'needsState' };
  return { kind: 'found', city, region, zip };
}

async function runPayment(deps: PaymentDeps, data: PaymentFormData): Promise<PaymentOutcome> {
  const { services, store, tokenizer, locale } = deps;
  const { careRequester, config, dataLayer } = services;
  const checkout = careCallsFor(careRequester, checkoutCalls);
  const country = addressCountryOf(config.country);
  const started = store.get();
  const email = started.credentials?.email ?? started.ownAccount?.email ?? '';

  // 1. The zip: refused when unknown; its corrected city and state feed the quote.
  const place = await placeOfZip(services, { zip: data.zip, state: data.state });
  if (place.kind !== 'found') return place;
  const { city, region, zip } = place;

  // 2. The card goes to the gateway only; from here on we hold its token.
  let token: CardToken;
  try {
    token = await tokenizer.tokenizeCard({
      ...data.card,
      name: data.nameOnCard,
      postalCode: zip,
    });
  } catch (error) {
    const failure = failureOf(error);
    if (failure.source !== 'gateway') throw error;
    reportFailure(services.errors, failure, { name: 'card tokenization', serverFault: 'stay' });
    const blamed = cardTokenFieldProblem(failure.code);
    return blamed
      ? { kind: 'fieldErrors', codes: { [blamed.field]: blamed.code } }
      : { kind: 'formError', id: 'checkout.payment.cardNotProcessed' };
  }

  // 3. The card check (prepaid and blocked BINs).
  const cardCheck = await checkout
    .validateCustomerInfo({ creditCard: { cardToken: token.token } }, QUIET)
    .catch((error: unknown) =>
      stopOn(services, error, 'card check', 'checkout.payment.cardNotProcessed'),
    );
  if (cardCheck.ccValidation?.valid === false) {
    return { kind: 'formError', id: 'checkout.payment.cardNotProcessed' };
  }

  // 4. New-subscriber offers: someone (or some card) who had the service gets the stand-in offer.
  let offer = deps.offer;
  if (!offer) return { kind: 'formError', id: 'checkout.error.unexpected' };
  const eligibility = await checkout
    .checkStreamingEligibility(
      {
        planCode: offer.planCode,
        firstName: data.firstName,
        lastName: data.lastName,
        email,
        zipCode: zip,
        cardToken: token.token,
      },
      QUIET,
    )
    .catch((error: unknown) =>
      stopOn(services, error, 'streaming eligibility', 'checkout.error.unexpected'),
    );
  if (!eligibility.isEligible) {
    const current = store.get();
    const offersAsked = streamingOffersAsked({
      programCode: current.programCode,
      promoCode: current.promoCode,
      locale,
      email,
      subscriptionId: current.subscriptionId,
      retrieveFallbackOffer: true,
      student: current.studentVerificationId !== undefined,
    });
    const offers = await deps
      .switchOffer(() => askOffers(services, offersAsked))
      .catch((error: unknown) =>
        stopOn(services, error, 'fallback offers', 'checkout.error.unexpected'),
      );
    const next = reselect(offers, undefined);
    if (!next.offer) return { kind: 'formError', id: 'checkout.error.unexpected' };
    store.update({
      offersAsked,
      selectedPlanCode: next.planCode,
      fallbackNotice: next.offer.fallbackReason ?? 'INELIGIBLE',
    });
    dataLayer.push('offer-ineligible', { planInfo: { planCodes: [offer.planCode] } });
    offer = next.offer;
  }

  // 5. Whether the review step needs a captcha; unknown counts as not needed.
  const captcha = await checkout
    .checkCaptcha({ planCode: offer.planCode }, QUIET)
    .catch(() => undefined);

  // 6. The quote: today's charge and the later ones, with fees and taxes.
  const current = store.get();
  const quoteAsked: CareQuoteRequest = {
    planCodes: [{ planCode: offer.planCode }],
    ...(current.followOnPlanCode ? { followOnPlanCodes: [current.followOnPlanCode] } : {}),
    serviceAddress: { streetAddress: '', city, state: region, postalCode: zip, country },
    ...(current.subscriptionId ? { subscriptionId: current.subscriptionId } : {}),
    ...(current.promoCode ? { marketingPromoCode: current.promoCode } : {}),
    ...(current.studentVerificationId ? { verificationId: current.studentVerificationId } : {}),
    locale,
  };
  const quote = await askQuote(services, quoteAsked).catch((error: unknown) =>
    stopOn(services, error, 'quote', 'checkout.error.unexpected'),
  );

  store.update({
    customer: {
      firstName: data.firstName,
      lastName: data.lastName,
      phone: data.phone,
      zip,
      city,
      state: region,
      country,
    },
    card: { token, nameOnCard: data.nameOnCard },
    cardless: false,
    giftCard: data.giftCard,
    quoteAsked,
    captchaRequired: captcha?.status === 'REQUIRED',
    bounce: undefined,
  });
  trackCustomer(dataLayer, {
    transactionId: current.transactionId,
    language: locale,
    paymentMethod: token.brand,
    student: current.studentVerificationId !== undefined,
  });
  trackQuote(dataLayer, quote);
  return { kind: 'done' };
}
