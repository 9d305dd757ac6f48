import type { ContentEntries } from '@orbit/domain';

export type ContentEntry = ContentEntries['items'][number];

/**
 * The entry a field links to (`{sys: {type: 'Link', id}}`), looked up among the answer's items and
 * its `includes.Entry`; undefined when the field holds no link or the lookup did not include it
 * (ask with a deeper `include`).
 */
export function linkedEntry(entries: ContentEntries, field: unknown): ContentEntry | undefined {
  const id = linkId(field);
  if (id === undefined) return undefined;
  return [...entries.items, ...(entries.includes?.Entry ?? [])].find(
    (entry) => entry.sys.id === id,
  );
}

function linkId(field: unknown): string | undefined {
  if (typeof field !== 'object' || field === null) return undefined;
  const sys = (field as { sys?: { type?: unknown; id?: unknown } }).sys;
  return sys?.type === 'Link' && typeof sys.id === 'string' ? sys.id : undefined;
}
