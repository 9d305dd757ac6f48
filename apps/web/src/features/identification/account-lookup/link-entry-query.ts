import type { Locale } from '@orbit/domain';
import { queryOptions, skipToken } from '@tanstack/react-query';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { enterFromUrl } from './enter-from-url.ts';
import type { UrlEntry } from './url-entry.ts';

/**
 * The customer a link's address names, identified on arrival (flows §1.5). Keyed by the link, it
 * runs once for the page however often the page renders; what it found is the page's until the
 * customer searches again, and is dropped with the page (`gcTime: 0`): opening the link again
 * identifies again. Identifying marks what was cached stale, this answer included, so nothing
 * but a new visit may ask again (no refetch on mount or reconnect). It never rejects: every
 * outcome is the page's to show, and was tracked once. An address that names no one asks nothing.
 */
export function linkEntryQuery(services: AppServices, entry: UrlEntry, locale: Locale) {
  return queryOptions({
    queryKey: ['identification', 'link-entry', entry, locale] as const,
    queryFn: entry.kind === 'none' ? skipToken : () => enterFromUrl(services, entry, locale),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnMount: false,
    refetchOnReconnect: false,
  });
}
