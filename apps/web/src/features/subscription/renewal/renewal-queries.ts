import type {
  CareCaptchaFields,
  CareOffersResult,
  CareQuoteResult,
  CareRenewalOffersRequest,
  CareRenewalOffersResult,
  CareRenewalQuoteRequest,
  Locale,
} from '@orbit/domain';
import { catalogCalls, type RenewalCalls, renewalCalls } from '@orbit/sdk';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { failureOf } from '../../../shared/errors/index.ts';
import { appQueryClientOf } from '../../../shared/services/app-query-client.ts';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';
import { checkoutKeys, reportHandledError } from '../../checkout/flow-kit/index.ts';
import type { RenewalLink } from './renewal-link.ts';

const QUIET = { skipGlobalHandler: true } as const;

/** Why a renewal link cannot be used: its codes are unknown, or its campaign has ended. */
export type RenewalLinkProblem = 'unknownCode' | 'expiredCode';

/** What the door found for the link: the campaign's choices, or why there are none. */
export type RenewalEntryOutcome =
  | { kind: 'ready'; campaign: string; programCode: string; offers: CareRenewalOffersResult }
  | { kind: 'problem'; problem: RenewalLinkProblem }
  /** The service failed: the error page (ADR 015). */
  | { kind: 'failed' };

export const renewalKeys = {
  offers: (request: CareRenewalOffersRequest | undefined) =>
    ['checkout', 'renewal', 'offers', request ?? null] as const,
  quote: (request: CareRenewalQuoteRequest | undefined) =>
    ['checkout', 'renewal', 'quote', request ?? null] as const,
};

/** Held for the visit, like the checkout's offers and quote (ADR 019): never read again by themselves. */
const HELD_FOR_THE_ATTEMPT = {
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  refetchOnMount: false,
  refetchOnReconnect: false,
} as const;

function linkProblemOf(code: string): RenewalLinkProblem | undefined {
  if (code === 'OFFER_NOT_FOUND' || code === 'NOT_FOUND') return 'unknownCode';
  if (code === 'OFFER_EXPIRED' || code === 'EXPIRED') return 'expiredCode';
  return undefined;
}

/**
 * The door (flows §4.1 guard): `offers {programCode}` gives the renewal promo, whose plan code
 * with the link's renewal code asks `offers/renewal` for the three choices. A code the catalog
 * does not know, or whose campaign ended, is the link's problem; anything else is a failure.
 */
export function renewalEntryQuery(
  services: AppServices,
  link: Extract<RenewalLink, { kind: 'link' }>,
  locale: Locale,
) {
  return queryOptions<RenewalEntryOutcome>({
    queryKey: checkoutKeys.entry('renewal', { ...link, locale }),
    queryFn: async () => {
      const { programCode, renewalCode } = link;
      if (!renewalCode) return { kind: 'problem', problem: 'unknownCode' };
      try {
        const catalog = careCallsFor(services.careRequester, catalogCalls);
        const promo: CareOffersResult = await catalog.getOffers(
          { programCode, streaming: false, locale },
          QUIET,
        );
        const first = promo.offers[0];
        const stoodIn = first?.fallbackReason;
        if (!first || stoodIn) {
          return {
            kind: 'problem',
            problem: stoodIn === 'EXPIRED' ? 'expiredCode' : 'unknownCode',
          };
        }
        const request: CareRenewalOffersRequest = {
          planCode: first.planCode,
          renewalCode,
          streaming: false,
          locale,
        };
        const offers = await careCallsFor(services.careRequester, renewalCalls).getRenewalOffers(
          request,
          QUIET,
        );
        return {
          kind: 'ready',
          campaign: `${programCode}/${renewalCode}`,
          programCode,
          offers,
        };
      } catch (error) {
        const failure = failureOf(error);
        const problem = linkProblemOf(failure.code);
        if (problem) {
          services.errors.reportBusinessError({ name: 'renewal offers', code: failure.code });
          return { kind: 'problem', problem };
        }
        reportHandledError(services, error, 'renewal offers');
        return { kind: 'failed' };
      }
    },
    gcTime: 0,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The choices as the chosen radio may take them (each one's availability). */
export function radioRenewalOffersQuery(
  calls: RenewalCalls,
  request: CareRenewalOffersRequest | undefined,
  proof: CareCaptchaFields = {},
) {
  return queryOptions<CareRenewalOffersResult>({
    queryKey: renewalKeys.offers(request),
    queryFn: request ? () => calls.getRenewalOffers({ ...request, ...proof }, QUIET) : skipToken,
    ...HELD_FOR_THE_ATTEMPT,
  });
}

/** The renewal's quote: what the order charges, today and when the renewal starts. */
export function renewalQuoteQuery(
  calls: RenewalCalls,
  request: CareRenewalQuoteRequest | undefined,
) {
  return queryOptions<CareQuoteResult>({
    queryKey: renewalKeys.quote(request),
    queryFn: request ? () => calls.quoteRenewal(request, QUIET) : skipToken,
    ...HELD_FOR_THE_ATTEMPT,
  });
}

/** Asks for the radio's choices now (whatever was answered before), with a human check's proof. */
export function askRadioRenewalOffers(
  services: AppServices,
  request: CareRenewalOffersRequest,
  proof?: CareCaptchaFields,
): Promise<CareRenewalOffersResult> {
  const calls = careCallsFor(services.careRequester, renewalCalls);
  return appQueryClientOf(services).fetchQuery({
    ...radioRenewalOffersQuery(calls, request, proof),
    staleTime: 0,
  });
}

/** Prices the renewal now and keeps the quote for review. */
export function askRenewalQuote(
  services: AppServices,
  request: CareRenewalQuoteRequest,
): Promise<CareQuoteResult> {
  const calls = careCallsFor(services.careRequester, renewalCalls);
  return appQueryClientOf(services).fetchQuery({
    ...renewalQuoteQuery(calls, request),
    staleTime: 0,
  });
}
