import type { CareOffersResult, Locale, PresentedOffer } from '@orbit/domain';
import { catalogCalls } from '@orbit/sdk';
import { queryOptions } from '@tanstack/react-query';
import { failureOf, reportFailure } from '../../../shared/errors/index.ts';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';

/** The student pages' offer: the student code's lead plan, none when the code opened none. */
export function studentLeadOf(result: CareOffersResult): PresentedOffer | undefined {
  const lead = result.leadPlanCode ?? result.offers[0]?.planCode;
  const offer = result.offers.find((each) => each.planCode === lead);
  return offer && offer.fallbackReason === null ? offer : undefined;
}

/**
 * The student pages' guard (flows §6): the offers with `{ programCode, student: true }`, asked
 * once per visit; a failure is reported and the page offers to try again.
 */
export function studentOfferQuery(services: AppServices, programCode: string, locale: Locale) {
  return queryOptions({
    queryKey: ['student', 'offer', programCode, locale] as const,
    queryFn: async () => {
      try {
        const result = await careCallsFor(services.careRequester, catalogCalls).getOffers(
          { streaming: true, programCode, student: true, locale },
          { skipGlobalHandler: true },
        );
        return { lead: studentLeadOf(result) ?? null };
      } catch (error) {
        const failure = failureOf(error);
        reportFailure(services.errors, failure, { name: 'student offer', serverFault: 'stay' });
        throw error;
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
  });
}
