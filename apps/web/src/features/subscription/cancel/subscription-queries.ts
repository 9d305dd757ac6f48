import type { CareCancelOffersRequest } from '@orbit/domain';
import type { SubscriptionCalls } from '@orbit/sdk';
import { queryOptions } from '@tanstack/react-query';

/** Each page shows its own failure (sign-in, a message, the error page), so no global handling. */
const QUIET = { skipGlobalHandler: true } as const;

/** The cache keys of a subscription's reads. */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  options: (subscriptionId: string) => ['subscription', 'options', subscriptionId] as const,
  cancelOffer: (request: CareCancelOffersRequest) =>
    ['subscription', 'cancel-offer', request] as const,
};

/**
 * `account-mgmt/modify-subscription-options`: what may be done with the subscription and what
 * cancelling it today would mean. Read afresh each time the page opens (the preview is the day's)
 * and dropped with the page.
 */
export function subscriptionOptionsQuery(calls: SubscriptionCalls, subscriptionId: string) {
  return queryOptions({
    queryKey: subscriptionKeys.options(subscriptionId),
    queryFn: ({ signal }) =>
      calls.modifySubscriptionOptions({ subscriptionId }, { signal, ...QUIET }),
    staleTime: 0,
    gcTime: 0,
  });
}

/** `offers/customer/cancel`: at most one retention offer for the reason given. */
export function cancelOfferQuery(calls: SubscriptionCalls, request: CareCancelOffersRequest) {
  return queryOptions({
    queryKey: subscriptionKeys.cancelOffer(request),
    queryFn: ({ signal }) => calls.cancelOffers(request, { signal, ...QUIET }),
    staleTime: 0,
    gcTime: 0,
  });
}
