import type { CareStreamingProspectRequest, Locale } from '@orbit/domain';
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { checkoutKeys } from '../checkout-queries.ts';
import { type EnterFlowInput, enterFlow } from './enter-flow.ts';
import type { EntryDecision } from './entry-rules.ts';
import { readProspectToken } from './prospect-email.ts';

/** What the door asks for a link it lets in (the entry rules' decision); none for another. */
export function streamingEntryLink(
  decision: EntryDecision,
  search: string,
  locale: Locale,
  prefilledEmail?: string,
): EnterFlowInput | undefined {
  return decision.kind === 'enter'
    ? {
        search,
        programCode: decision.programCode,
        promoCode: decision.promoCode,
        locale,
        prefilledEmail,
      }
    : undefined;
}

/**
 * What the streaming checkout's door finds for the link (promo code, offers): asked once per
 * link while the door is open (a re-rendered or twice-mounted door joins the load under way),
 * and again when the link is entered anew.
 */
export function streamingEntryQuery(services: AppServices, link: EnterFlowInput | undefined) {
  return queryOptions({
    queryKey: checkoutKeys.entry('streaming', link),
    queryFn: link ? () => enterFlow(services, link) : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** Who a prospect link's token names (auto-process-creds): asked once per token while shown. */
export function prospectQuery(
  services: AppServices,
  token: CareStreamingProspectRequest | undefined,
) {
  return queryOptions({
    queryKey: checkoutKeys.prospect(token),
    queryFn: token ? () => readProspectToken(services, token) : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
