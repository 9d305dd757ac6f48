import { FIRST_CHUNKS_ELEMENT_ID } from '@orbit/domain';
import { nextTask } from './next-task.ts';

/**
 * Links put in one task: starting a fetch costs the main thread up to 18 ms a link on a phone
 * Lighthouse simulates (four-fold slower), so eight at once made a task of up to 140 ms; three stay
 * under the 50 ms a task may take before it delays a tap (ADR 073).
 */
const LINKS_PER_TASK = 3;

/**
 * The first page's chunks the server named in the page (ADR 094), or the app's the build named in
 * index.html (`APP_CHUNKS_ELEMENT_ID`, ADR 099); none where they are not named.
 */
export function firstChunksOf(
  document: Document,
  elementId: string = FIRST_CHUNKS_ELEMENT_ID,
): string[] {
  const text = document.getElementById(elementId)?.textContent;
  if (!text) return [];
  try {
    const named: unknown = JSON.parse(text);
    return Array.isArray(named)
      ? named.filter((href): href is string => typeof href === 'string')
      : [];
  } catch {
    return [];
  }
}

/**
 * Preloads the first page's chunks the server named (ADR 094; ADR 083 put them in `<link
 * rel=modulepreload>`), and the app's where the start-up module passes them (ADR 099): all of
 * them, so none waits for the chunk that imports it, a few links per task. A page without the
 * list (the Vite dev server, a build without its manifest) loads them as the router asks for them.
 */
export async function preloadFirstChunks(
  document: Document,
  hrefs: readonly string[] = firstChunksOf(document),
): Promise<void> {
  for (let start = 0; start < hrefs.length; start += LINKS_PER_TASK) {
    await nextTask();
    for (const href of hrefs.slice(start, start + LINKS_PER_TASK)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
  }
}

/**
 * Evaluates the first page's chunks (or the app's, ADR 099) one at a time, each in a task of its
 * own, the chunks it imports first (ADR 094). Left to the router, the page's whole module graph — a hundred chunks on
 * the satellite landing — is evaluated in one task when the app asks for the page, the longest task
 * of the start-up. Evaluating them here changes no order a module relies on (a module's imports
 * are still evaluated before it); a chunk that fails to load is left for the router to meet.
 */
export async function evaluateFirstChunks(
  hrefs: readonly string[],
  load: (href: string) => Promise<unknown> = (href) => import(/* @vite-ignore */ href),
): Promise<void> {
  // The page (or the app) is named first and then what it imports: the reverse reaches the leaves first.
  for (const href of [...hrefs].reverse()) {
    await nextTask();
    await load(href).catch(() => undefined);
  }
}
