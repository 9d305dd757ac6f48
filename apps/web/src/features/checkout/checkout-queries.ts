import type {
  CareCaptchaFields,
  CareCustomerOffersRequest,
  CareOffersRequest,
  CareOffersResult,
  CareQuoteRequest,
  CareQuoteResult,
  Country,
  Locale,
  OrderQuote,
  PresentedOffer,
  PurchaseResult,
} from '@orbit/domain';
import type { CatalogCalls, CheckoutCalls } from '@orbit/sdk';
import { queryOptions, skipToken } from '@tanstack/react-query';

/**
 * The checkout's server state (ADR 014, ADR 019). A flow's store keeps what the customer entered
 * and which offers and quote the flow asked for; the answers are here, under the request that got
 * them, and the order once placed under its transaction id. Only types of the SDK here: the self-
 * pay page reads its keys without loading the checkout's care calls.
 */
const QUIET = { skipGlobalHandler: true } as const;

/** The streaming offers of the site's market from the eligibility service (the self-pay page). */
export interface SelfPayOffersAsked {
  /** The site's market. */
  country: Country;
  locale: Locale;
  promoCode: string | undefined;
}

/** Which offers a checkout shows: anonymous, for the customer (email, radio), or self-pay's. */
export type OffersAsked =
  | { call: 'offers'; request: CareOffersRequest }
  | {
      call: 'customerOffers';
      request: CareCustomerOffersRequest;
      /** Shown of the answer: the offers that take the multi-radio discount only (ADR 049). */
      only?: 'mrdEligible';
    }
  | { call: 'selfPay'; query: SelfPayOffersAsked };

export const checkoutKeys = {
  all: ['checkout'] as const,
  offers: (asked: OffersAsked | undefined) => ['checkout', 'offers', asked ?? null] as const,
  quote: (request: CareQuoteRequest | undefined) => ['checkout', 'quote', request ?? null] as const,
  order: (transactionId: string) => ['checkout', 'order', transactionId] as const,
  /** What a flow's door found for the link it was entered with. */
  entry: (flow: string, link: object | undefined) =>
    ['checkout', 'entry', flow, link ?? null] as const,
  prospect: (token: object | undefined) => ['checkout', 'prospect', token ?? null] as const,
  accountRadios: ['checkout', 'account-radios'] as const,
  radioToAdd: (radioId: string | undefined) =>
    ['checkout', 'radio-to-add', radioId ?? null] as const,
};

/**
 * An answer the attempt is built on: the offers shown and the quote agreed to do not change
 * under the customer, so they are never read again by themselves (not when a step mounts, not
 * when a purchase or a lookup marks everything stale) and are kept for the visit. A step that
 * asks again (`askOffers`, `askQuote` in `flow-kit/ask-again.ts`) always asks the server.
 */
const HELD_FOR_THE_ATTEMPT = {
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  refetchOnMount: false,
  refetchOnReconnect: false,
} as const;

/**
 * The offers of a checkout: `POST /offers` or `/offers/customer`. Self-pay's come from the SDK's
 * eligibility service, which only its page loads (`selfPayOffersQuery`); a flow that goes on from
 * them reads them here. A solved human check (`proof`, when the server asked for one) goes with
 * the request but not in its key: a proof is good once, and the answer is the same offers.
 */
export function offersQuery(
  calls: CatalogCalls,
  asked: OffersAsked | undefined,
  proof: CareCaptchaFields = {},
) {
  return queryOptions<CareOffersResult>({
    queryKey: checkoutKeys.offers(asked),
    queryFn:
      asked?.call === 'offers'
        ? () => calls.getOffers({ ...asked.request, ...proof }, QUIET)
        : asked?.call === 'customerOffers'
          ? async () =>
              shownOffersOf(
                await calls.getCustomerOffers({ ...asked.request, ...proof }, QUIET),
                asked.only,
              )
          : skipToken,
    ...HELD_FOR_THE_ATTEMPT,
  });
}

/**
 * The offers a page shows of an answer: all of them, or those that take the multi-radio
 * discount — the lead plan stays the lead when it takes it, else the first that does.
 */
export function shownOffersOf(
  answer: CareOffersResult,
  only: 'mrdEligible' | undefined,
): CareOffersResult {
  if (!only) return answer;
  const offers = answer.offers.filter((offer) => offer.mrdEligible === true);
  const lead = offers.some((offer) => offer.planCode === answer.leadPlanCode)
    ? answer.leadPlanCode
    : (offers[0]?.planCode ?? null);
  return { ...answer, offers, leadPlanCode: lead };
}

/**
 * The quote of an order: today's charge and the later ones, with fees and taxes; for a change of
 * a subscription's plan, the preview the order is held to (`planChange`).
 */
export function quoteQuery(calls: CheckoutCalls, request: CareQuoteRequest | undefined) {
  return queryOptions<CareQuoteResult>({
    queryKey: checkoutKeys.quote(request),
    queryFn: request ? () => calls.getQuote(request, QUIET) : skipToken,
    ...HELD_FOR_THE_ATTEMPT,
  });
}

/** An order as the customer placed it: the purchase's answer, the offer bought, its quote. */
export interface PlacedOrder {
  purchase: PurchaseResult;
  offer: PresentedOffer;
  quote: OrderQuote | undefined;
  /** A streaming trial started without a card (ADR 057): the day it ends, as the server said. */
  trialEndsOn?: string | undefined;
}

/**
 * The order placed in an attempt, by its transaction id: put here by the review step's submit
 * (`usePlaceOrder`) and read by the thanks step. Never fetched (an order is placed once), kept
 * for the visit in memory only, as the flow's store is: a reload starts the flow again.
 */
export function placedOrderQuery(transactionId: string) {
  return queryOptions<PlacedOrder>({
    queryKey: checkoutKeys.order(transactionId),
    queryFn: skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
