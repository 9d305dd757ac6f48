import type { ContentEntries, ContentEntriesQuery } from '@orbit/domain';
import { type ContentEntry, linkedIds } from './content-entry.ts';

/** Contentful's default: linked entries one level deep. */
const DEFAULT_INCLUDE = 1;

function matches(item: ContentEntry, query: ContentEntriesQuery): boolean {
  const fields = item.fields;
  if (query.content_type && item.sys.contentType !== query.content_type) return false;
  if (query['sys.id'] && item.sys.id !== query['sys.id']) return false;
  if (query['fields.campaign_id'] && fields.campaign_id !== query['fields.campaign_id'])
    return false;
  const offerIds = query['fields.offer_id[in]'];
  if (offerIds && !offerIds.includes(String(fields.offer_id))) return false;
  const packageIds = query['fields.sms_package_id[in]'];
  if (packageIds && !packageIds.includes(String(fields.sms_package_id))) return false;
  return true;
}

/** `select=fields.a,fields.b`: only those fields (sys is always kept); `fields` alone keeps all. */
function selected(item: ContentEntry, select: readonly string[] | undefined): ContentEntry {
  if (!select || select.length === 0 || select.includes('fields')) return item;
  const names = select.filter((path) => path.startsWith('fields.')).map((path) => path.slice(7));
  return {
    sys: item.sys,
    fields: Object.fromEntries(
      Object.entries(item.fields).filter(([name]) => names.includes(name)),
    ),
  };
}

/** The entries linked from `items`, following links up to `depth` levels, each once. */
function linkedEntries(
  all: readonly ContentEntry[],
  items: readonly ContentEntry[],
  depth: number,
): ContentEntry[] {
  const byId = new Map(all.map((item) => [item.sys.id, item]));
  const seen = new Set(items.map((item) => item.sys.id));
  const included: ContentEntry[] = [];
  let frontier = [...items];
  for (let level = 0; level < depth && frontier.length > 0; level += 1) {
    const next: ContentEntry[] = [];
    for (const id of frontier.flatMap(linkedIds)) {
      const linked = byId.get(id);
      if (!linked || seen.has(id)) continue;
      seen.add(id);
      included.push(linked);
      next.push(linked);
    }
    frontier = next;
  }
  return included;
}

/**
 * The content-management lookup over a set of entries: filters (content_type, sys.id,
 * fields.campaign_id, fields.offer_id[in], fields.sms_package_id[in]), linked entries to
 * `include` levels (≤ 10, default 1) in `includes.Entry`, and `select` on the items.
 */
export function queryEntries(
  all: readonly ContentEntry[],
  query: ContentEntriesQuery,
): ContentEntries {
  const items = all.filter((item) => matches(item, query));
  const depth = query.include ?? DEFAULT_INCLUDE;
  const included = linkedEntries(all, items, depth);
  return {
    total: items.length,
    items: items.map((item) => selected(item, query.select)),
    ...(depth > 0 ? { includes: { Entry: included } } : {}),
  };
}
