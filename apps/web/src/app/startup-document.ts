import {
  STARTUP_DOCUMENT_ELEMENT_ID,
  type StartupDocument,
  startupDocumentSchema,
} from '@orbit/domain';

/**
 * The start-up document the server inlined in index.html (ADR 083), or undefined where there is
 * none (the Vite dev server, tests) or it does not parse: the app then fetches what it needs.
 */
export function readStartupDocument(
  document: Pick<Document, 'getElementById'>,
): StartupDocument | undefined {
  const text = document.getElementById(STARTUP_DOCUMENT_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    const parsed = startupDocumentSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
    console.warn('The inlined start-up document does not match its schema.', parsed.error);
  } catch (error) {
    console.warn('The inlined start-up document is not JSON.', error);
  }
  return undefined;
}
