import * as z from 'zod/mini';
import type { FirstQuery } from './startup-document.ts';

/** Where the web build writes its first-paint manifest, relative to the build folder. */
export const FIRST_PAINT_MANIFEST_FILE = 'first-paint.json';

/**
 * The prerender build's module (ADR 083), relative to the build folder: it exports
 * `prerenderPage({ url, hostname, startup })`, the first screen of a page as HTML for `#root`.
 * Never served: the server answers its path as any unknown page.
 */
export const PRERENDER_MODULE_DIR = '.prerender';
export const PRERENDER_MODULE_FILE = `${PRERENDER_MODULE_DIR}/prerender.js`;

/**
 * A first screen as the prerender module renders it: the markup for `#root` and, for a checkout
 * landing whose first reads all succeeded, the answers it shows (ADR 086), which go into the
 * page's start-up document so the browser's first render is this one.
 */
export interface PrerenderedScreen {
  html: string;
  firstQueries?: FirstQuery[] | undefined;
}

/**
 * The entry pages whose first screen is prerendered (ADR 083), by path: account lookup, the
 * streaming and satellite checkout landings, sign-in. Deeper steps, and every other page, render
 * in the browser.
 */
export const PRERENDERED_PAGE_PATHS = [
  '/subscribe/checkout/flepz',
  '/subscribe/checkout/purchase/streaming/organic',
  '/subscribe/checkout/purchase/satellite/organic',
  // The address campaign links use while enableSatelliteOrganicNonAccordion is on (ADR 086).
  '/subscribe/checkout/purchase/satellite/organic/new',
  '/sign-in',
] as const;

const assetsSchema = z.object({
  /** Chunks the page's module imports, each once, besides those index.html already loads. */
  scripts: z.array(z.string()),
  /** Style sheets of those chunks. */
  styles: z.array(z.string()),
  /**
   * Per language, the message files the shell and the page load their words from (ADR 082): the
   * app awaits them before it hydrates, so they are preloaded beside the page's chunks.
   */
  messages: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type FirstPaintAssets = z.infer<typeof assetsSchema>;

const routeSchema = z.object({
  /** Path below the root, as the web app's route table writes it (no leading slash). */
  path: z.string(),
  /** Deeper paths are this route too. */
  prefix: z.boolean(),
  /** The page module the route shows. */
  page: z.optional(z.string()),
  /** Where the route sends the visitor instead (a redirect, or a flagged route with its flag off). */
  redirectTo: z.optional(z.string()),
  /** The route shows its page only with this flag on; otherwise it goes to `redirectTo`. */
  flag: z.optional(z.string()),
});
export type FirstPaintRoute = z.infer<typeof routeSchema>;

/**
 * What the web build tells the server about a first page load (ADR 083): its build hash, the web
 * app's routes, and per page module the files to name in `<link rel=modulepreload>` and
 * `<link rel=stylesheet>` so they load beside the entry instead of after it.
 */
export const firstPaintManifestSchema = z.object({
  buildHash: z.string(),
  routes: z.array(routeSchema),
  pages: z.record(z.string(), assetsSchema),
});
export type FirstPaintManifest = z.infer<typeof firstPaintManifestSchema>;

/**
 * What a first page load preloads (ADR 083): the page's chunks and style sheets, and its words in
 * the visit's language only (ADR 082).
 */
export function firstPaintPreload(
  assets: FirstPaintAssets,
  locale: string,
): { scripts: string[]; styles: string[] } {
  return {
    scripts: [...assets.scripts, ...(assets.messages?.[locale] ?? [])],
    styles: assets.styles,
  };
}
