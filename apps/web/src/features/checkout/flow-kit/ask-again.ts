import type {
  CareCaptchaFields,
  CareOffersResult,
  CareQuoteRequest,
  CareQuoteResult,
} from '@orbit/domain';
import { catalogCalls, checkoutCalls } from '@orbit/sdk';
import { appQueryClientOf } from '../../../shared/services/app-query-client.ts';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';
import { type OffersAsked, offersQuery, quoteQuery } from '../checkout-queries.ts';

/**
 * Asks for offers now (whatever was answered before) and keeps the answer for the flow; with the
 * proof of a human check the server asked for.
 */
export function askOffers(
  services: AppServices,
  asked: OffersAsked,
  proof?: CareCaptchaFields,
): Promise<CareOffersResult> {
  const calls = careCallsFor(services.careRequester, catalogCalls);
  return appQueryClientOf(services).fetchQuery({
    ...offersQuery(calls, asked, proof),
    staleTime: 0,
  });
}

/** Prices an order now (whatever was answered before) and keeps the quote for the flow. */
export function askQuote(
  services: AppServices,
  request: CareQuoteRequest,
): Promise<CareQuoteResult> {
  const calls = careCallsFor(services.careRequester, checkoutCalls);
  return appQueryClientOf(services).fetchQuery({ ...quoteQuery(calls, request), staleTime: 0 });
}
