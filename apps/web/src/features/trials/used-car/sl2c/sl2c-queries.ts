import type { TrialCalls } from '@orbit/sdk';
import { queryOptions } from '@tanstack/react-query';

const QUIET = { skipGlobalHandler: true } as const;

export const sl2cKeys = {
  dealer: (corpId: string) => ['trials', 'dealer', corpId] as const,
  link: (token: string) => ['trials', 'sltc-link', token] as const,
};

/** A dealer's branding: kept for the visit (it does not change while the customer types). */
export function dealerQuery(calls: TrialCalls, corpId: string) {
  return queryOptions({
    queryKey: sl2cKeys.dealer(corpId),
    queryFn: () => calls.dealer({ corpId }, QUIET),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/**
 * What a dealer's `tkn` prefills: answered once on arrival and dropped with the page (`gcTime:
 * 0`), never asked again on mount or reconnect — it names the customer's radio.
 */
export function dealerLinkQuery(calls: TrialCalls, token: string) {
  return queryOptions({
    queryKey: sl2cKeys.link(token),
    queryFn: () => calls.sltcToken({ token }, QUIET),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}
