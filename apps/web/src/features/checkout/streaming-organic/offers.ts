import type { CareOffersRequest, CareOffersResult, Locale } from '@orbit/domain';
import type { OffersAsked } from '../checkout-queries.ts';

export interface OfferQuery {
  programCode: string | undefined;
  promoCode: string | undefined;
  locale: Locale;
  /** Known once the credentials step is done: offers come from `offers/customer` from then on. */
  email?: string | undefined;
  subscriptionId?: string | undefined;
  /** After a failed eligibility check: ask for the offer new-subscriber-only offers fall back to. */
  retrieveFallbackOffer?: boolean;
  /** The student checkout (ADR 066): the student pages' offers. */
  student?: boolean;
}

/**
 * Which streaming offers to ask for (flows §2.1 step 7): anonymous first, then for the customer
 * once an email or subscription is known. The flow shows its own error page, so the calls skip
 * the global handler (`offersQuery`).
 */
export function streamingOffersAsked(query: OfferQuery): OffersAsked {
  const request: CareOffersRequest = { streaming: true, locale: query.locale };
  if (query.programCode) request.programCode = query.programCode;
  if (query.promoCode) request.marketingPromoCode = query.promoCode;
  if (query.retrieveFallbackOffer) request.retrieveFallbackOffer = true;
  if (query.student) request.student = true;
  if (!query.email && !query.subscriptionId) return { call: 'offers', request };
  return {
    call: 'customerOffers',
    request: {
      ...request,
      ...(query.email ? { email: query.email } : {}),
      ...(query.subscriptionId ? { subscriptionId: query.subscriptionId } : {}),
    },
  };
}

/** The plan to preselect: the campaign's lead offer, else the first. */
export function leadPlanCodeOf(result: CareOffersResult): string | undefined {
  return result.leadPlanCode ?? result.offers[0]?.planCode;
}
