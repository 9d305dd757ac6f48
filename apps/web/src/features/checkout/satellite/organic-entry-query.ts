import type { Locale } from '@orbit/domain';
import { queryOptions } from '@tanstack/react-query';
import { getQueryParam } from '../../../shared/routing/query.ts';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { checkoutKeys } from '../checkout-queries.ts';
import { enterOrganicFlow, type OrganicEntryInput } from './entry/organic-entry.ts';
import { ONCE_PER_ENTRY } from './flow/once-per-entry.ts';
import type { SatelliteFlow } from './flow/satellite-flows.ts';

/** What the organic and Vega checkouts' door asks for a link: its codes, in the reader's language. */
export function organicEntryLink(
  flow: SatelliteFlow,
  search: string,
  locale: Locale,
): OrganicEntryInput {
  return {
    flow,
    entryKey: `${flow.basePath}${search}`,
    programCode: flow.programCode ?? getQueryParam(search, 'programcode') ?? undefined,
    promoCode: getQueryParam(search, 'promocode') ?? undefined,
    locale,
  };
}

/** The organic and Vega checkouts' door: the promo code, then the offers. */
export function organicEntryQuery(services: AppServices, link: OrganicEntryInput) {
  return queryOptions({
    queryKey: checkoutKeys.entry('satellite-organic', link),
    queryFn: () => enterOrganicFlow(services, link),
    ...ONCE_PER_ENTRY,
  });
}
