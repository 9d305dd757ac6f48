import * as z from 'zod/mini';
import { envInfoSchema } from './env-info.ts';
import { jsonScriptText } from './json-script.ts';

/**
 * The id of the `<script type="application/json">` in which the server hands the web app what it
 * would otherwise fetch before its first page (ADR 083): not executable, so the CSP allows it.
 */
export const STARTUP_DOCUMENT_ELEMENT_ID = 'orbit-startup';

/**
 * One answer the server read for a prerendered page's first screen (ADR 086), under the web
 * app's query key: what the page's query would have fetched, and when it was read (ms since the
 * epoch), so the app's cache ages it from the read, not from the page load.
 */
export const firstQuerySchema = z.object({
  queryKey: z.array(z.unknown()),
  data: z.unknown(),
  readAt: z.number(),
});
export type FirstQuery = z.infer<typeof firstQuerySchema>;

/**
 * What index.html carries for its host: each static configuration file the app reads at start
 * (keyed by its path, `null` for a variant file the host names but the server has not),
 * env-info's answer for this visitor, and for a prerendered checkout landing the answers its
 * first screen shows (the offers, the campaign: `firstQueries`, ADR 086). Any part but the files
 * may be missing; the app fetches what is.
 */
export const startupDocumentSchema = z.object({
  configFiles: z.record(z.string(), z.nullable(z.unknown())),
  envInfo: z.optional(envInfoSchema),
  firstQueries: z.optional(z.array(firstQuerySchema)),
});
export type StartupDocument = z.infer<typeof startupDocumentSchema>;

/** The document as the text of its `<script type="application/json">` (escaped: `jsonScriptText`). */
export function startupDocumentScriptText(document: StartupDocument): string {
  return jsonScriptText(document);
}
