import type {
  CareCaptchaFields,
  CareMultiRadioAccountResult,
  CareMultiRadioQuoteResult,
  Locale,
  PurchaseMultiSubscriptionResult,
} from '@orbit/domain';
import { multiRadioCalls } from '@orbit/sdk';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { appQueryClientOf } from '../../../shared/services/app-query-client.ts';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';
import { newCardPaymentOf, orderServiceAddressOf } from '../../checkout/flow-kit/index.ts';
import type { MultiRadioQuote, PlacedMultiRadioOrder } from './multi-radio-order.ts';
import type { MultiRadioQuoteAsked, MultiRadioState } from './multi-radio-store.ts';

const QUIET = { skipGlobalHandler: true } as const;

/** Held for the visit, like the checkout's offers and quote (ADR 019): never read again by themselves. */
const HELD_FOR_THE_ATTEMPT = {
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  refetchOnMount: false,
  refetchOnReconnect: false,
} as const;

const multiRadioKeys = {
  radios: (accountNumber: string, locale: Locale) =>
    ['subscription', 'multi-radio', 'radios', accountNumber, locale] as const,
  quote: (request: MultiRadioQuoteAsked | undefined) =>
    ['subscription', 'multi-radio', 'quote', request ?? null] as const,
};

/**
 * The account's radios, what each can be sold in one order and the market's offers, asked once
 * per visit (the account number and language only name the cache entry: the session's account
 * is the server's to know).
 */
export function multiRadioAccountQuery(
  services: AppServices,
  accountNumber: string,
  locale: Locale,
) {
  return queryOptions<CareMultiRadioAccountResult>({
    queryKey: multiRadioKeys.radios(accountNumber, locale),
    queryFn: () =>
      careCallsFor(services.careRequester, multiRadioCalls).multiRadioAccountRadios({}, QUIET),
    ...HELD_FOR_THE_ATTEMPT,
  });
}

function multiRadioQuoteOf(answer: CareMultiRadioQuoteResult): MultiRadioQuote {
  return {
    // A new subscription's revenue starts today, as the add-subscription quote says.
    quote: {
      currentQuote: answer.currentQuote,
      renewalQuote: answer.renewalQuote,
      revenueStatus: 'Immediate',
    },
    lines: answer.lines,
    mrdDiscount: answer.mrdDiscount.amountMinor > 0 ? answer.mrdDiscount : null,
  };
}

/** The one quote of the order. */
export function multiRadioQuoteQuery(
  services: AppServices,
  request: MultiRadioQuoteAsked | undefined,
) {
  return queryOptions<MultiRadioQuote>({
    queryKey: multiRadioKeys.quote(request),
    queryFn: request
      ? async () =>
          multiRadioQuoteOf(
            await careCallsFor(services.careRequester, multiRadioCalls).multiRadioQuote(
              { radios: request.radios },
              QUIET,
            ),
          )
      : skipToken,
    ...HELD_FOR_THE_ATTEMPT,
  });
}

/** Prices the order now and keeps the quote for review. */
export function askMultiRadioQuote(
  services: AppServices,
  request: MultiRadioQuoteAsked,
): Promise<MultiRadioQuote> {
  return appQueryClientOf(services).fetchQuery({
    ...multiRadioQuoteQuery(services, request),
    staleTime: 0,
  });
}

function placedOf(
  answer: PurchaseMultiSubscriptionResult,
  quote: MultiRadioQuote | undefined,
): PlacedMultiRadioOrder {
  return {
    orderId: answer.orderId,
    email: answer.email,
    amountCharged: answer.amountCharged,
    mrdDiscount: answer.mrdDiscount.amountMinor > 0 ? answer.mrdDiscount : null,
    radios: answer.subscriptions.map((subscription) => ({
      deviceRef: subscription.deviceRef,
      radioIdLastFour: subscription.radioIdLastFour,
      subscriptionId: subscription.subscriptionId,
      packageName:
        quote?.lines.find((line) => line.deviceRef === subscription.deviceRef)?.packageName ??
        subscription.planCode,
    })),
  };
}

/**
 * Places the order priced on review: every radio with its plan, the card (the new card's token
 * with its billing address, or the card on file for its signed-in owner) with the attempt's
 * transaction id — the Idempotency-Key — the language, the agreement, a human check's proof.
 */
export async function placeMultiRadioOrder(
  services: AppServices,
  state: MultiRadioState,
  proof: CareCaptchaFields,
): Promise<PlacedMultiRadioOrder> {
  const { multiQuoteAsked: priced, payment, transactionId } = state;
  if (!priced || !payment) throw new Error('The order was placed before it was priced.');
  const newCard = payment.card.kind === 'card' ? payment.card : undefined;
  const answer = await careCallsFor(
    services.careRequester,
    multiRadioCalls,
  ).purchaseMultiSubscription(
    {
      radios: priced.radios,
      paymentInfo: newCard
        ? newCardPaymentOf(newCard, transactionId)
        : { useCardOnFile: true, paymentType: 'creditCard', transactionId },
      ...(newCard
        ? { billingAddress: orderServiceAddressOf(payment.address, payment.person) }
        : {}),
      languagePreference: priced.locale,
      agreementAccepted: true,
      ...proof,
    },
    QUIET,
  );
  const quote = appQueryClientOf(services).getQueryData(
    multiRadioQuoteQuery(services, priced).queryKey,
  );
  return placedOf(answer, quote);
}
