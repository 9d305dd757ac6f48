import {
  type InvalidPromoCodeStatus,
  type Locale,
  type PresentedOffer,
  promoCodeStatusOfFailure,
} from '@orbit/domain';
import { catalogCalls } from '@orbit/sdk';
import { queryOptions } from '@tanstack/react-query';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';
import { handledFailureOf } from './handled-failure.ts';

const QUIET = { skipGlobalHandler: true } as const;

/** What the promotion's code is worth (flows §4.3 load): its free offer, or why not. */
export type PromoCodeCheck =
  | { kind: 'usable'; code: string; offer: PresentedOffer; months: number }
  | { kind: 'refused'; code: string; status: InvalidPromoCodeStatus };

/** The months of the offer's free phase: what the landing and the review promise. */
export function freeMonthsOf(offer: PresentedOffer): number {
  const [first] = offer.phases;
  return first?.type === 'Free' && first.duration.kind === 'finite' ? first.duration.months : 0;
}

/**
 * `offers/promocode/validate`, then `offers` with the code for the offer it opens. A refusal is
 * an answer (the page shows its branch); anything else fails the query (Try again).
 */
export async function checkPromoCode(
  services: AppServices,
  input: { code: string; locale: Locale },
): Promise<PromoCodeCheck> {
  const calls = careCallsFor(services.careRequester, catalogCalls);
  try {
    await calls.validatePromoCode({ marketingPromoCode: input.code, streaming: false }, QUIET);
  } catch (error) {
    const failure = handledFailureOf(services, error, 'promotion promo code');
    if (failure.kind !== 'refused') throw error;
    const field = failure.fieldErrors.find((each) => each.fieldName === 'marketingPromoCode');
    return {
      kind: 'refused',
      code: input.code,
      status: promoCodeStatusOfFailure(field?.errorCode),
    };
  }
  const answer = await calls.getOffers(
    { streaming: false, marketingPromoCode: input.code, locale: input.locale },
    QUIET,
  );
  const offer =
    answer.offers.find((each) => each.planCode === answer.leadPlanCode) ?? answer.offers[0];
  const months = offer ? freeMonthsOf(offer) : 0;
  // A code whose offer costs something is not this page's: it reads as not valid here.
  if (!offer || months === 0) return { kind: 'refused', code: input.code, status: 'Invalid' };
  return { kind: 'usable', code: input.code, offer, months };
}

/** Asked once per visit of the page, under the checkout's keys (ADR 014). */
export function promoCodeCheckQuery(
  services: AppServices,
  input: { code: string; locale: Locale },
) {
  return queryOptions({
    queryKey: ['checkout', 'promotion', 'code', input] as const,
    queryFn: () => checkPromoCode(services, input),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
