import type { CareQuoteRequest, Locale, PresentedOffer } from '@orbit/domain';
import { type CardTokenizer, checkoutCalls, trialCalls } from '@orbit/sdk';
import { failureMessageId, failureOf, reportFailure } from '../../../../shared/errors/index.ts';
import type { AppServices } from '../../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../../shared/services/care-calls.ts';
import {
  askQuote,
  cardTokenFieldProblem,
  orderAddressOfPayment,
  type SatellitePaymentCodes,
  type SatellitePaymentData,
} from '../../../checkout/flow-kit/index.ts';
import type { UsedCarState } from '../used-car-store.ts';

const QUIET = { skipGlobalHandler: true } as const;

export type RtpAccountOutcome =
  | { kind: 'done'; state: Partial<UsedCarState> }
  /** What a check refused, on its fields. */
  | { kind: 'fieldErrors'; codes: SatellitePaymentCodes }
  | { kind: 'formError'; id: string }
  /** The session timed out: its modal is open. */
  | { kind: 'stopped' };

function failed(
  services: AppServices,
  error: unknown,
  name: string,
  id: string,
): RtpAccountOutcome {
  const failure = failureOf(error);
  reportFailure(services.errors, failure, { name, serverFault: 'stay' });
  return failure.kind === 'sessionTimedOut'
    ? { kind: 'stopped' }
    : { kind: 'formError', id: failureMessageId(failure, id) };
}

/**
 * Step 2's submission (flows §3.4): the email checked for delivery (`validate/email`; a check
 * that fails to answer is passed over), the card to
 * the gateway's tokenizer (only its token comes back) and the token and service address to
 * `validate/customer-info` as the satellite checkout does (a ZipCode refusal is the zip's), then
 * the quote of the trial at the service address. Nothing is bought yet.
 */
export async function submitRtpAccount(
  deps: {
    services: AppServices;
    tokenizer: CardTokenizer;
    locale: Locale;
    offer: PresentedOffer;
  },
  data: SatellitePaymentData,
): Promise<RtpAccountOutcome> {
  const { services, locale, offer } = deps;
  const checkout = careCallsFor(services.careRequester, checkoutCalls);
  const trials = careCallsFor(services.careRequester, trialCalls);
  const { customer } = data;
  const address = orderAddressOfPayment(customer, services.config.country);

  try {
    const email = await trials.validateEmail({ email: customer.email }, QUIET);
    if (!email.valid) return { kind: 'fieldErrors', codes: { email: 'INVALID' } };
  } catch (error) {
    // A check that could not be made does not stop the customer: the address passed the form's
    // rule, and the purchase checks what it needs. Only a timed-out session stops here.
    const failure = failureOf(error);
    reportFailure(services.errors, failure, { name: 'email check', serverFault: 'stay' });
    if (failure.kind === 'sessionTimedOut') return { kind: 'stopped' };
  }

  if (!data.card) return { kind: 'formError', id: 'checkout.error.unexpected' };
  let token: Awaited<ReturnType<CardTokenizer['tokenizeCard']>>;
  try {
    token = await deps.tokenizer.tokenizeCard({
      ...data.card,
      name: data.nameOnCard,
      postalCode: customer.zip,
    });
  } catch (error) {
    const failure = failureOf(error);
    reportFailure(services.errors, failure, { name: 'card tokenization', serverFault: 'stay' });
    if (failure.source !== 'gateway') return { kind: 'formError', id: 'checkout.error.unexpected' };
    const blamed = cardTokenFieldProblem(failure.code);
    return blamed
      ? { kind: 'fieldErrors', codes: { [blamed.field]: blamed.code } }
      : { kind: 'formError', id: 'checkout.payment.cardNotProcessed' };
  }

  try {
    const check = await checkout.validateCustomerInfo(
      {
        creditCard: { cardToken: token.token },
        serviceAddress: {
          streetAddress: address.streetAddress,
          city: address.city,
          state: address.state,
          zip: address.postalCode,
          country: address.country,
        },
      },
      QUIET,
    );
    if (check.ccValidation?.valid === false) {
      return { kind: 'formError', id: 'checkout.payment.cardNotProcessed' };
    }
  } catch (error) {
    const failure = failureOf(error);
    if (failure.fieldErrors.some((field) => /zip/i.test(field.fieldName ?? ''))) {
      reportFailure(services.errors, failure, { name: 'customer info check', serverFault: 'stay' });
      return { kind: 'fieldErrors', codes: { zip: 'INVALID' } };
    }
    return failed(services, error, 'customer info check', 'checkout.payment.cardNotProcessed');
  }

  // Without the radio: a quote for a deviceRef prices a plan following that radio's trial, and
  // this radio has none yet — the trial is what is being bought.
  const quoteAsked: CareQuoteRequest = {
    planCodes: [{ planCode: offer.planCode }],
    serviceAddress: address,
    locale,
  };
  try {
    await askQuote(services, quoteAsked);
  } catch (error) {
    return failed(services, error, 'quote', 'checkout.error.unexpected');
  }
  const { firstName, lastName, email, phone } = customer;
  return {
    kind: 'done',
    state: {
      rtp: {
        person: { firstName, lastName, email, phone },
        address,
        card: { token, nameOnCard: data.nameOnCard },
      },
      selectedPlanCode: offer.planCode,
      quoteAsked,
      bounce: undefined,
    },
  };
}
