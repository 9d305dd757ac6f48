import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  PRERENDER_MODULE_FILE,
  PRERENDERED_PAGE_PATHS,
  type PrerenderedScreen,
  type StartupDocument,
} from '@orbit/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { keptReads } from '../../platform/kept-reads.ts';
import type { FirstReadsFetch } from './first-reads.ts';

export interface FirstScreenInput {
  url: string;
  hostname: string;
  startup: StartupDocument;
  /** Answers the care calls a landing's first screen makes (ADR 086). */
  firstReads: FirstReadsFetch;
}

type PrerenderPage = (input: FirstScreenInput) => Promise<PrerenderedScreen | undefined>;

/** Distinct first screens kept: hosts × languages × the query strings visitors arrive with. */
const KEPT_SCREENS = 64;

/**
 * How long a first screen is kept. A landing's screen shows the catalog's offer and campaign,
 * which change when the catalog does (a sale ends, a price changes) and which the catalog keeps
 * no version of: a minute old at most, so a change reaches the first screen within a minute —
 * as it reaches an open page's next read — and a failed read is tried again within one.
 */
export const FIRST_SCREEN_LIFETIME_MS = 60_000;

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
 * first time a host and URL ask, then kept for a minute (a few dozen, least recently asked
 * dropped first). The screen depends only on the host's configuration, the URL (its language,
 * its offer code) and the catalog's answers for them (ADR 086), never on the visitor. Without the
 * module (a build before it, a test fixture) or when a render fails, there is no first screen and
 * the browser renders the page.
 */
export function firstScreens(distDir: string, log: FastifyBaseLogger, clock: Clock) {
  const moduleFile = path.join(distDir, PRERENDER_MODULE_FILE);
  let loaded: { mtimeMs: number; prerender: Promise<PrerenderPage | undefined> } | undefined;
  const kept = keptReads<PrerenderedScreen | undefined>({
    freshForMs: FIRST_SCREEN_LIFETIME_MS,
    max: KEPT_SCREENS,
    nowMs: () => clock().getTime(),
  });

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
    async of(input: FirstScreenInput): Promise<PrerenderedScreen | undefined> {
      const render = load();
      // A screen that could not be rendered is kept too (as no screen), and tried again when its
      // minute is up.
      return kept.of(`${input.hostname.toLowerCase()} ${input.url}`, () =>
        render.then((prerender) =>
          prerender?.(input).catch((error: unknown) => {
            log.warn({ err: error, url: input.url }, 'A first screen could not be prerendered');
            return undefined;
          }),
        ),
      );
    },
  };
}
