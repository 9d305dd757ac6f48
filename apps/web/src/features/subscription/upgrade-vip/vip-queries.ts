import type {
  CareVipEligibilityResult,
  CareVipQuoteRequest,
  CareVipQuoteResult,
  CareVipTokenResult,
  PurchaseVipResult,
} from '@orbit/domain';
import { type VipCalls, vipCalls } from '@orbit/sdk';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { failureOf } from '../../../shared/errors/index.ts';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';
import { reportHandledError } from '../../checkout/flow-kit/index.ts';
import type { VipLink } from './vip-link.ts';

const QUIET = { skipGlobalHandler: true } as const;

/** What the link opened: the account and its devices, a link that is not (or no longer) good, or a failure. */
export type VipEntryOutcome =
  | { kind: 'ready'; token: CareVipTokenResult; eligibility: CareVipEligibilityResult }
  /** INVALID_TOKEN: expired, altered or another kind of link (flows §4.5: the default error). */
  | { kind: 'badLink' }
  /** The service failed: the error page (ADR 015). */
  | { kind: 'failed' };

/** The account and devices a VIP page opens on, whether from the link's token or a lookup. */
export interface VipOpening {
  /** What the page was opened by (the token, or the lookup): a new one starts a new order. */
  key: string;
  programCode: string;
  eligibility: CareVipEligibilityResult;
  /** Only once the account is proven (a link's is). */
  firstName: string | null;
}

export const vipKeys = {
  /** The organic lookup's answer, kept for the visit: "upgrading devices" and thanks read it. */
  lookup: ['subscription', 'upgrade-vip', 'lookup'] as const,
  entry: (link: VipLink) => ['subscription', 'upgrade-vip', 'entry', link] as const,
  quote: (request: CareVipQuoteRequest | undefined) =>
    ['subscription', 'upgrade-vip', 'quote', request ?? null] as const,
  placed: (transactionId: string | undefined) =>
    ['subscription', 'upgrade-vip', 'placed', transactionId ?? null] as const,
};

/**
 * The door (flows §4.5): the token names the account (the care session records it, verified) and
 * the first radio; the token's eligibility lists every other device with whether it may be the
 * second. Opening the link spends nothing, but it is not asked again by itself.
 */
export function vipEntryQuery(services: AppServices, link: VipLink) {
  return queryOptions<VipEntryOutcome>({
    queryKey: vipKeys.entry(link),
    queryFn: async () => {
      const calls = careCallsFor(services.careRequester, vipCalls);
      try {
        const token = await calls.vipTokenAccount({ token: link.token }, QUIET);
        const eligibility = await calls.vipTokenEligibleRadios(
          { token: link.token, tokenType: 'UPGRADE_VIP', student: false },
          QUIET,
        );
        return { kind: 'ready', token, eligibility };
      } catch (error) {
        if (failureOf(error).code === 'INVALID_TOKEN') {
          services.errors.reportBusinessError({ name: 'vip link', code: 'INVALID_TOKEN' });
          return { kind: 'badLink' };
        }
        reportHandledError(services, error, 'vip link');
        return { kind: 'failed' };
      }
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  });
}

/** The quote of both devices: which is charged what, from when, in the order they are upgraded. */
export function vipQuoteQuery(calls: VipCalls, request: CareVipQuoteRequest | undefined) {
  return queryOptions<CareVipQuoteResult>({
    queryKey: vipKeys.quote(request),
    queryFn: request ? () => calls.vipQuote(request, QUIET) : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
    refetchOnReconnect: false,
    retry: false,
  });
}

/** The order's answer, kept under its transaction id for the thanks page. */
export function placedVipQuery(transactionId: string | undefined) {
  return queryOptions<PurchaseVipResult>({
    queryKey: vipKeys.placed(transactionId),
    queryFn: skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

/** The organic lookup's opening, set by the lookup (never fetched by itself). */
export function lookupQuery() {
  return queryOptions<VipOpening>({
    queryKey: vipKeys.lookup,
    queryFn: skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
