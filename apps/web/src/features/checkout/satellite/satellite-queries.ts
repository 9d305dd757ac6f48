import type { Locale } from '@orbit/domain';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { getQueryParam } from '../../../shared/routing/query.ts';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { lookUpDevice } from '../../identification/index.ts';
import { checkoutKeys } from '../checkout-queries.ts';
import { enterOrganicFlow, type OrganicEntryInput } from './entry/organic-entry.ts';
import { enterTargetedFlow, type TargetedEntryInput } from './entry/targeted-entry.ts';
import { loadAccountRadios } from './flow/account-radios.ts';
import type { SatelliteFlow } from './flow/satellite-flows.ts';

/**
 * What a satellite checkout's door finds for the link: asked once per link while the door is
 * open (a re-rendered or twice-mounted door joins the load under way, so a promo code or a token
 * is not checked twice), and again when the link is entered anew.
 */
const ONCE_PER_ENTRY = { staleTime: Number.POSITIVE_INFINITY, gcTime: 0 } as const;

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

/** The targeted checkout's door: the link's radio, then its offers. */
export function targetedEntryQuery(services: AppServices, link: TargetedEntryInput) {
  return queryOptions({
    queryKey: checkoutKeys.entry('satellite-targeted', link),
    queryFn: () => enterTargetedFlow(services, link),
    ...ONCE_PER_ENTRY,
  });
}

/** The radio the add-radio flow was opened for, looked up by its id (a full id only). */
export function radioToAddQuery(services: AppServices, radioId: string | undefined) {
  return queryOptions({
    queryKey: checkoutKeys.radioToAdd(radioId),
    queryFn: radioId
      ? () => lookUpDevice(services, { radioId }, 'RID', 'addradio.entry')
      : skipToken,
    ...ONCE_PER_ENTRY,
  });
}

/**
 * The signed-in owner's radios for device-select, asked afresh each time the step opens: never a
 * cached list of another sign-in's radios.
 */
export function accountRadiosQuery(services: AppServices) {
  return queryOptions({
    queryKey: checkoutKeys.accountRadios,
    queryFn: () => loadAccountRadios(services),
    staleTime: 0,
    gcTime: 0,
  });
}
