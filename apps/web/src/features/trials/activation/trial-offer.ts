import type { CareTrialOfferResult, Locale } from '@orbit/domain';
import { trialCalls } from '@orbit/sdk';
import { queryOptions } from '@tanstack/react-query';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';
import { reportHandledError } from '../../checkout/flow-kit/index.ts';

/** How a claim names its radio: a link's signed token, or a lookup's deviceRef (ADR 033). */
export type RadioProof = { token: string } | { deviceRef: string };

/** What the offer call came to; it never rejects: every outcome is the page's to show. */
export type OfferOutcome =
  | { kind: 'offer'; result: CareTrialOfferResult }
  /** A bad or expired link (400 INVALID_TOKEN), or a radio this session did not look up. */
  | { kind: 'invalidLink' }
  | { kind: 'failed' }
  /** The session timed out: its modal is open. */
  | { kind: 'stopped' };

const QUIET = { skipGlobalHandler: true } as const;

/** `trial-activation/offer` for a radio: which page its trial goes to (flows §3.1). */
export async function askTrialOffer(
  services: AppServices,
  proof: RadioProof,
  locale: Locale,
): Promise<OfferOutcome> {
  try {
    const calls = careCallsFor(services.careRequester, trialCalls);
    return { kind: 'offer', result: await calls.trialOffer({ ...proof, locale }, QUIET) };
  } catch (error) {
    const failure = reportHandledError(services, error, 'trial offer');
    if (failure.kind === 'sessionTimedOut') return { kind: 'stopped' };
    if (failure.code === 'INVALID_TOKEN' || failure.code === 'DEVICE_NOT_FOUND') {
      return { kind: 'invalidLink' };
    }
    return { kind: 'failed' };
  }
}

/**
 * A link's offer, asked once on arrival: keyed by the link, dropped with its page (`gcTime: 0`),
 * never asked again while the page is up (the answer decides the page; asking again after the
 * claim would answer ALREADY_CLAIMED under the thanks page's feet).
 */
export function linkOfferQuery(services: AppServices, token: string, locale: Locale) {
  return queryOptions({
    queryKey: ['trials', 'link-offer', token, locale] as const,
    queryFn: () => askTrialOffer(services, { token }, locale),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
}
