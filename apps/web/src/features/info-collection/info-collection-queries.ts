import { queryOptions } from '@tanstack/react-query';
import { loadPrefill, type Services } from './link-calls.ts';

/**
 * `POST /account/token/branded-data-collection`: what the link asks for, and what is known. The
 * link is answered once, so what was read is not kept once its page is gone (`gcTime: 0`), and a
 * page opened again reads the link again.
 */
export function infoCollectionPrefillQuery(services: Services, token: string) {
  return queryOptions({
    queryKey: ['info-collection', 'prefill', token] as const,
    // Never rejects: a refused link is an outcome the page shows (and was reported once).
    queryFn: () => loadPrefill(services, token),
    gcTime: 0,
  });
}
