import { LOCALES, type Locale } from '@orbit/domain';

/** One folder's messages in one locale: ICU message strings by id. */
export type Messages = Readonly<Record<string, string>>;

/** One folder's messages in every locale. */
export type Catalog = Readonly<Record<Locale, Messages>>;

/** Joins the catalogs of several folders; ids are namespaced per folder, so a clash is a bug. */
export function mergeCatalogs(...catalogs: readonly Catalog[]): Catalog {
  const merged = {} as Record<Locale, Record<string, string>>;
  for (const locale of LOCALES) {
    merged[locale] = {};
    for (const catalog of catalogs) Object.assign(merged[locale], catalog[locale]);
  }
  return merged;
}
