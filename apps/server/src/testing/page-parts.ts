import {
  STARTUP_DOCUMENT_ELEMENT_ID,
  type StartupDocument,
  startupDocumentSchema,
} from '@orbit/domain';

/** The start-up document of a page (ADR 083), as the browser would read it. */
export function startupOf(html: string): StartupDocument {
  const match = html.match(
    new RegExp(
      `<script type="application/json" id="${STARTUP_DOCUMENT_ELEMENT_ID}">(.*?)</script>`,
      's',
    ),
  );
  if (!match?.[1]) throw new Error('The page has no start-up document.');
  return startupDocumentSchema.parse(JSON.parse(match[1]));
}

/** What the web dist fixture's `<div id="root">` holds: the first screen the page was sent with. */
export const rootOf = (html: string) =>
  html.match(/<div id="root">(.*)<\/div><\/body>/s)?.[1] ?? '';
