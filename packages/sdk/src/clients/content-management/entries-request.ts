import type { CONTENT_TYPES, Locale } from '@orbit/domain';
import type { QueryParams } from '../../http/endpoint-url.ts';

/** What to look up, in business names; the client writes the lookup's query names. */
export interface ContentEntriesRequest {
  contentType?: (typeof CONTENT_TYPES)[number];
  /** One entry by its id (`sys.id`). */
  entryId?: string;
  /** How many levels of linked entries to add to `includes.Entry` (0–10; the server's default 1). */
  include?: number;
  campaignId?: string;
  /** Offer entries by offer id (plan code). An empty list matches nothing, never everything. */
  offerIds?: readonly string[];
  /** Package entries by package id. An empty list matches nothing, never everything. */
  packageIds?: readonly string[];
  /** en-US when absent. */
  locale?: Locale;
  /** Keep only these fields of each item, e.g. `['fields.name']`. */
  select?: readonly string[];
}

/** The query of `content-management/v1/entries`: lists travel comma-separated in one value. */
export function entriesQuery(request: ContentEntriesRequest): QueryParams {
  const list = (values: readonly string[] | undefined) => values?.join(',');
  return {
    content_type: request.contentType,
    'sys.id': request.entryId,
    include: request.include,
    'fields.campaign_id': request.campaignId,
    'fields.offer_id[in]': list(request.offerIds),
    'fields.sms_package_id[in]': list(request.packageIds),
    locale: request.locale,
    select: list(request.select),
  };
}
