import type { CareRenewalOffersResult, Locale } from '@orbit/domain';
import { renewalCalls } from '@orbit/sdk';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';
import { checkoutKeys } from '../checkout-queries.ts';
import { useStreamingCheckout } from '../streaming-organic/use-streaming-checkout.ts';

export type TrialFollowOn = CareRenewalOffersResult['choices'][number];

/**
 * What the trial may roll into (flows §3.6 "renewal offers", ADR 060): `offers/renewal
 * {planCode: the trial, streaming: true}` — the market's paid streaming plans. Asked once by the
 * trial's door beside the offers, then read from the cache by "enter your information" and
 * thanks; the one source of the follow-on choice.
 */
export function trialFollowOnsQuery(
  services: AppServices,
  trialPlanCode: string | undefined,
  locale: Locale,
) {
  return queryOptions({
    queryKey: [...checkoutKeys.all, 'trial-follow-ons', trialPlanCode, locale] as const,
    queryFn: trialPlanCode
      ? () =>
          careCallsFor(services.careRequester, renewalCalls).getRenewalOffers(
            { planCode: trialPlanCode, streaming: true, locale },
            { skipGlobalHandler: true },
          )
      : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The follow-on plans of the trial being taken (none while unknown or when the call failed). */
export function useTrialFollowOns(): readonly TrialFollowOn[] {
  const services = useAppServices();
  const locale = useIntl().locale as Locale;
  const { state } = useStreamingCheckout();
  const answer = useQuery(trialFollowOnsQuery(services, state.selectedPlanCode, locale));
  return answer.data?.choices ?? [];
}
