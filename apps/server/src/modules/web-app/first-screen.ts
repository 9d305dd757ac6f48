import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PRERENDER_MODULE_FILE, PRERENDERED_PAGE_PATHS, type StartupDocument } from '@orbit/domain';
import type { FastifyBaseLogger } from 'fastify';

type PrerenderPage = (input: {
  url: string;
  hostname: string;
  startup: StartupDocument;
}) => Promise<string | undefined>;

/** Distinct first screens kept: hosts × languages × the query strings visitors arrive with. */
const KEPT_SCREENS = 64;

const ENTRY_PATHS: ReadonlySet<string> = new Set(PRERENDERED_PAGE_PATHS);

function entryPath(pathname: string): string {
  return `/${pathname.replace(/^\/+|\/+$/g, '').toLowerCase()}`;
}

/** True for the entry pages whose first screen is prerendered (ADR 083). */
export function isPrerenderedPage(pathname: string): boolean {
  return ENTRY_PATHS.has(entryPath(pathname));
}

/**
 * The first screens of the entry pages, rendered by the build's prerender module (ADR 083) the
 * first time a host and URL ask, then kept (a few dozen, least recently asked dropped first). The
 * screen depends only on the host's configuration and the URL (its language, its offer code),
 * never on the visitor. Without the module (a build before it, a test fixture) or when a render
 * fails, there is no first screen and the browser renders the page.
 */
export function firstScreens(distDir: string, log: FastifyBaseLogger) {
  const moduleFile = path.join(distDir, PRERENDER_MODULE_FILE);
  let loaded: { mtimeMs: number; prerender: Promise<PrerenderPage | undefined> } | undefined;
  const kept = new Map<string, Promise<string | undefined>>();

  // The module is imported once: its chunks import it back by its own URL, so it cannot be
  // imported again under another. A build made after that is not this process's: its pages go
  // without a first screen (the browser renders them) until the server restarts, rather than
  // with a screen the new scripts would not match.
  const load = (): Promise<PrerenderPage | undefined> => {
    let mtimeMs: number;
    try {
      mtimeMs = fs.statSync(moduleFile).mtimeMs;
    } catch {
      return Promise.resolve(undefined);
    }
    if (!loaded) {
      loaded = {
        mtimeMs,
        prerender: import(pathToFileURL(moduleFile).href).then(
          (module: { prerenderPage?: PrerenderPage }) => module.prerenderPage,
          (error: unknown) => {
            log.warn({ err: error }, 'The prerender module could not be loaded');
            return undefined;
          },
        ),
      };
    }
    if (loaded.mtimeMs !== mtimeMs) {
      kept.clear();
      return Promise.resolve(undefined);
    }
    return loaded.prerender;
  };

  return {
    async of(input: { url: string; hostname: string; startup: StartupDocument }) {
      const render = load();
      const key = `${input.hostname.toLowerCase()} ${input.url}`;
      let screen = kept.get(key);
      if (screen) {
        kept.delete(key);
      } else {
        screen = render.then((prerender) =>
          prerender?.(input).catch((error: unknown) => {
            log.warn({ err: error, url: input.url }, 'A first screen could not be prerendered');
            return undefined;
          }),
        );
      }
      kept.set(key, screen);
      if (kept.size > KEPT_SCREENS) kept.delete(kept.keys().next().value as string);
      return screen;
    },
  };
}
