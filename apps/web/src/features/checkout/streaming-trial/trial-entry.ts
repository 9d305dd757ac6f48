import {
  type CareOffersResult,
  type Country,
  isRollToDropTrial,
  STREAMING_TRIAL_PROGRAM_CODES,
} from '@orbit/domain';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { getQueryParam } from '../../../shared/routing/query.ts';
import { appQueryClientOf } from '../../../shared/services/app-query-client.ts';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { checkoutKeys } from '../checkout-queries.ts';
import {
  type EnterFlowInput,
  type EntryOutcome,
  enterFlow,
} from '../streaming-organic/enter-flow.ts';
import { trialFollowOnsQuery } from './follow-ons.ts';

/**
 * What the trial link asks for (flows §3.6): its program code, else the market's streaming trial
 * (the Canadian site sells it too), and its promo code when it has one. Query keys are
 * case-insensitive.
 */
export function trialLinkCodes(
  search: string,
  country: Country,
): { programCode: string; promoCode: string | undefined } {
  return {
    programCode:
      getQueryParam(search, 'programcode')?.trim().toUpperCase() ||
      STREAMING_TRIAL_PROGRAM_CODES[country],
    promoCode: getQueryParam(search, 'promocode')?.trim() ?? undefined,
  };
}

/**
 * The streaming checkout's door (promo code, then offers) with the trial's rule on top: the lead
 * offer must be a roll-to-drop trial. A link whose code opens anything else — a paid plan, an
 * ended campaign's stand-in — is no trial: the generic error page (flows §3.6 "ineligible plan").
 */
export async function enterTrialFlow(
  services: AppServices,
  input: EnterFlowInput,
): Promise<EntryOutcome> {
  const entered = await enterFlow(services, input);
  if (entered.kind !== 'ready') return entered;
  const { offersAsked, selectedPlanCode } = entered.start;
  // The door's own offers call left its answer in the cache.
  const offers = appQueryClientOf(services).getQueryData<CareOffersResult>(
    checkoutKeys.offers(offersAsked),
  );
  const lead = offers?.offers.find((offer) => offer.planCode === selectedPlanCode);
  if (!lead || lead.fallbackReason || !isRollToDropTrial(lead.phases)) {
    return { kind: 'error', page: 'generic-error' };
  }
  // Beside the offers, what the trial may roll into (flows §3.6); without it the trial alone.
  await appQueryClientOf(services).prefetchQuery(
    trialFollowOnsQuery(services, lead.planCode, input.locale),
  );
  return entered;
}

/** The trial's door, asked once per link while it is open (as the checkout's). */
export function trialEntryQuery(services: AppServices, link: EnterFlowInput | undefined) {
  return queryOptions({
    queryKey: checkoutKeys.entry('streaming-trial', link),
    queryFn: link ? () => enterTrialFlow(services, link) : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
