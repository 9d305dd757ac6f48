import { LOCALES, type Locale } from '@orbit/domain';
import { catalog as shellCatalog } from '../app/catalog.ts';
import type { Catalog, Messages } from '../shared/i18n/catalog.ts';

const isCatalog = (value: unknown): value is Catalog =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Catalog).peek === 'function' &&
  typeof (value as Catalog).load === 'function';

/** Every catalog of the app (`…/messages/index.ts`), by `<folder> <export name>`. */
export function everyCatalog(): (readonly [string, Catalog])[] {
  const modules = import.meta.glob<Record<string, unknown>>('../**/messages/index.ts', {
    eager: true,
  });
  return Object.entries(modules).flatMap(([path, exports]) =>
    Object.entries(exports)
      .filter((entry): entry is [string, Catalog] => isCatalog(entry[1]))
      .map(([name, catalog]) => [`${path.replace(/^(\.\.\/)+/, '')} ${name}`, catalog] as const),
  );
}

/**
 * Loads every catalog in every locale, the shell's included, so renders in tests never wait for
 * messages.
 */
export async function preloadEveryCatalog(): Promise<void> {
  const catalogs = [shellCatalog, ...everyCatalog().map(([, catalog]) => catalog)];
  await Promise.all(catalogs.flatMap((catalog) => LOCALES.map((locale) => catalog.load(locale))));
}

/**
 * The messages of a folder's every locale, read straight from its files (`en-US.ts`…), for the
 * checks every catalog must pass.
 */
export function everyLanguageFile(): (readonly [string, Record<Locale, Messages>])[] {
  const files = import.meta.glob<{ messages: Messages }>('../**/messages/{en-US,en-CA,fr-CA}.ts', {
    eager: true,
  });
  const folders = new Map<string, Partial<Record<Locale, Messages>>>();
  for (const [path, module] of Object.entries(files)) {
    const match = /^(.*)\/(en-US|en-CA|fr-CA)\.ts$/.exec(path.replace(/^(\.\.\/)+/, ''));
    // A file laid into another folder's (identity's recovery words) is checked with that folder.
    if (!match?.[1] || !match[2] || !module.messages) continue;
    const folder = folders.get(match[1]) ?? {};
    folder[match[2] as Locale] = module.messages;
    folders.set(match[1], folder);
  }
  return [...folders].map(([folder, byLocale]) => [folder, byLocale as Record<Locale, Messages>]);
}

/** A catalog's messages in a locale, preloaded by the test set-up. */
export function preloadedMessages(catalog: Catalog, locale: Locale): Messages {
  const messages = catalog.peek(locale);
  if (!messages) throw new Error(`The ${locale} messages were not preloaded.`);
  return messages;
}
