import type { CareChangeOffersRequest, CareChangeOffersResult, Locale } from '@orbit/domain';
import type { SubscriptionCalls } from '@orbit/sdk';
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import {
  enterChangeFlow,
  type NamedSubscription,
  openNamedSubscription,
  openRadiosSubscription,
} from './change-entry.ts';
import type { ChangeLink } from './change-link.ts';

/** The subscription pages' server state (ADR 014), keys under `['subscription', …]`. */
export const subscriptionKeys = {
  all: ['subscription'] as const,
  changeEntry: (link: ChangeLink, locale: Locale) =>
    ['subscription', 'change-entry', link, locale] as const,
  radioEntry: (radioIdLastFour: string) =>
    ['subscription', 'change-entry', 'radio', radioIdLastFour] as const,
  verifiedEntry: (named: NamedSubscription) =>
    ['subscription', 'change-entry', 'verified', named] as const,
  changeOffers: (request: CareChangeOffersRequest | undefined) =>
    ['subscription', 'change-offers', request ?? null] as const,
};

/**
 * What the change pages' link opens (ADR 019's door): asked once while the page is open, never
 * again by itself (identifying marks the cache stale), dropped with the page (`gcTime: 0`), so
 * opening the link again enters again. It never rejects: every outcome is the page's to act on.
 */
export function changeEntryQuery(services: AppServices, link: ChangeLink, locale: Locale) {
  return queryOptions({
    queryKey: subscriptionKeys.changeEntry(link, locale),
    queryFn: () => enterChangeFlow(services, link, locale),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}

/**
 * The rest of the door once the customer verified the account a link identified: the account
 * and the subscription named, asked once like the door itself.
 */
export function verifiedChangeEntryQuery(services: AppServices, named: NamedSubscription) {
  return queryOptions({
    queryKey: subscriptionKeys.verifiedEntry(named),
    queryFn: () => openNamedSubscription(services, named),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}

/** Change-to's door on the radio chosen or found (ADR 052), asked once like the link's. */
export function radioChangeEntryQuery(services: AppServices, radioIdLastFour: string) {
  return queryOptions({
    queryKey: subscriptionKeys.radioEntry(radioIdLastFour),
    queryFn: () => openRadiosSubscription(services, radioIdLastFour),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}

/**
 * `offers/customer/change`: the plans the subscription may move to, each priced against what it
 * has now. Held for the attempt, like the checkout's offers: the cards under the customer do not
 * change while they choose.
 */
export function changeOffersQuery(
  calls: SubscriptionCalls,
  request: CareChangeOffersRequest | undefined,
) {
  return queryOptions<CareChangeOffersResult>({
    queryKey: subscriptionKeys.changeOffers(request),
    queryFn: request ? () => calls.changeOffers(request, { skipGlobalHandler: true }) : skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}
