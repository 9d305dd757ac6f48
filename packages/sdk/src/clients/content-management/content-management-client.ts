import { type ContentEntries, contentEntriesSchema } from '@orbit/domain';
import type { ServiceCaller } from '../../http/service-caller.ts';
import { type ContentEntriesRequest, entriesQuery } from './entries-request.ts';

/** What the content-management client uses of the SDK: its HTTP core. */
export interface ContentManagementClientDeps {
  caller: ServiceCaller;
}

/**
 * The content-management lookup (`content-management/v1/entries`, spec 001 §7): Campaign, Offer,
 * Package and Properties entries built from the catalog, in one locale, with any session.
 */
export interface ContentManagementClient {
  entries(
    request: ContentEntriesRequest,
    options?: { signal?: AbortSignal },
  ): Promise<ContentEntries>;
}

export function createContentManagementClient(
  deps: ContentManagementClientDeps,
): ContentManagementClient {
  return {
    entries: (request, options = {}) =>
      deps.caller.call(
        'contentManagement',
        'entries',
        { query: entriesQuery(request), ...options },
        contentEntriesSchema,
      ),
  };
}
