import type { CONTENT_TYPES, ContentEntries } from '@orbit/domain';

export type ContentEntry = ContentEntries['items'][number];
export type ContentType = (typeof CONTENT_TYPES)[number];

/** A reference from one entry's field to another entry, as the content-management API writes it. */
export type EntryLink = { sys: { type: 'Link'; linkType: 'Entry'; id: string } };

export function linkTo(id: string): EntryLink {
  return { sys: { type: 'Link', linkType: 'Entry', id } };
}

export function isEntryLink(value: unknown): value is EntryLink {
  if (typeof value !== 'object' || value === null) return false;
  const sys = (value as { sys?: unknown }).sys;
  return (
    typeof sys === 'object' &&
    sys !== null &&
    (sys as { type?: unknown }).type === 'Link' &&
    typeof (sys as { id?: unknown }).id === 'string'
  );
}

/** The ids an entry's fields link to (a field may hold one link or a list of them). */
export function linkedIds(entry: ContentEntry): string[] {
  return Object.values(entry.fields).flatMap((value) => {
    const values = Array.isArray(value) ? value : [value];
    return values.filter(isEntryLink).map((link) => link.sys.id);
  });
}

export function entry(
  id: string,
  contentType: ContentType,
  locale: string,
  updatedAt: Date,
  fields: Record<string, unknown>,
): ContentEntry {
  return { sys: { id, contentType, locale, updatedAt: updatedAt.toISOString() }, fields };
}
