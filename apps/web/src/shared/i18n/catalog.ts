import type { Locale } from '@orbit/domain';

/** One folder's messages in one locale: ICU message strings by id. */
export type Messages = Readonly<Record<string, string>>;

/** A locale's message module, as `import('./fr-CA.ts')` gives it. */
export type MessageModule = { readonly messages: Messages };

/**
 * One folder's messages, fetched one language at a time (ADR 082): a visitor downloads the words of
 * the language they read, and the other language only when they switch to it.
 */
export interface Catalog {
  /** The locale's messages when they are already here, so a render need not wait. */
  peek(locale: Locale): Messages | undefined;
  /**
   * Fetches the locale's messages once: the same promise on every call until it settles, marked
   * fulfilled once it has (`readOrSuspend` then reads it without suspending). A failed fetch is
   * forgotten, so a later call tries again.
   */
  load(locale: Locale): Promise<Messages>;
}

/** A promise `readOrSuspend` reads at once when it has already settled. */
type Tracked<T> = Promise<T> & { status?: 'pending' | 'fulfilled'; value?: T };

/** One promise per locale, made on demand, forgotten when it fails. */
function loadsByLocale(start: (locale: Locale) => Messages | Promise<Messages>) {
  const loads = new Map<Locale, Tracked<Messages>>();
  return {
    peek: (locale: Locale) => {
      const load = loads.get(locale);
      return load?.status === 'fulfilled' ? load.value : undefined;
    },
    load(locale: Locale): Promise<Messages> {
      let load = loads.get(locale);
      if (!load) {
        const started = start(locale);
        if (!(started instanceof Promise)) {
          load = Object.assign(Promise.resolve(started), {
            status: 'fulfilled' as const,
            value: started,
          });
          loads.set(locale, load);
          return load;
        }
        const tracked: Tracked<Messages> = started.then(
          (messages) => {
            tracked.status = 'fulfilled';
            tracked.value = messages;
            return messages;
          },
          (error: unknown) => {
            loads.delete(locale);
            throw error;
          },
        );
        tracked.status = 'pending';
        loads.set(locale, tracked);
        load = tracked;
      }
      return load;
    },
  };
}

/** Every catalog whose module has run: those of the shell and of every page module loaded so far. */
const madeCatalogs = new Set<Catalog>();

/**
 * A catalog from one loader per locale, written in a folder's `messages/index.ts` as
 * `() => import('./fr-CA.ts')` so the bundler gives each language a chunk of its own.
 */
export function catalogOf(
  loaders: Readonly<Record<Locale, () => Promise<MessageModule>>>,
): Catalog {
  const catalog = unlistedCatalogOf(loaders);
  madeCatalogs.add(catalog);
  return catalog;
}

/**
 * A catalog a page's navigation does not wait for (`loadMadeCatalogs` does not know it): one a
 * test makes to hold its languages back, which must not hold back every page after it.
 */
export function unlistedCatalogOf(
  loaders: Readonly<Record<Locale, () => Promise<MessageModule>>>,
): Catalog {
  return loadsByLocale((locale) => loaders[locale]().then(({ messages }) => messages));
}

/**
 * Loads, in one locale, the messages of every catalog made so far. A route's `lazy()` calls it
 * once the page's module (and with it the catalogs it uses) has arrived, so the navigation, and
 * its full-page loader, lasts until the page can render whole: no old page left on screen while
 * the new one's words arrive.
 */
export function loadMadeCatalogs(locale: Locale): Promise<void> {
  return Promise.all([...madeCatalogs].map((catalog) => catalog.load(locale))).then(() => {});
}

/**
 * Joins the catalogs of several folders (ids are namespaced per folder, so a clash is a bug; a
 * later catalog wins). The parts load side by side.
 */
export function mergeCatalogs(...catalogs: readonly Catalog[]): Catalog {
  const join = (parts: readonly Messages[]) => Object.assign({}, ...parts) as Messages;
  const joined = loadsByLocale((locale) => {
    const here = catalogs.map((catalog) => catalog.peek(locale));
    // Parts already here (through other catalogs) join at once, without a wait.
    if (here.every((part) => part !== undefined)) return join(here);
    return Promise.all(catalogs.map((catalog) => catalog.load(locale))).then(join);
  });
  return {
    peek(locale) {
      // Parts already here make the joined messages at once (see above).
      if (!joined.peek(locale) && catalogs.every((catalog) => catalog.peek(locale))) {
        void joined.load(locale);
      }
      return joined.peek(locale);
    },
    load: joined.load,
  };
}
