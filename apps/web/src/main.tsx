import './shared/ui/styles/tokens.css';
import './shared/ui/styles/base.css';
import { afterFirstPaint } from './app/first-paint/after-first-paint.ts';
import { APP_CHUNKS_ELEMENT_ID } from './app/first-paint/app-chunks.ts';
import { holdEarlyTaps } from './app/first-paint/early-taps.ts';
import {
  evaluateFirstChunks,
  firstChunksOf,
  preloadFirstChunks,
} from './app/first-paint/first-chunks.ts';
import { loadLocaleData } from './app/first-paint/locale-data.ts';

/**
 * The start-up module (ADR 094): all the page loads before its first paint, besides the HTML and
 * the style sheet. A prerendered first screen (ADR 083) is painted first; then the app's chunks
 * and the page's are fetched together, and the app hydrates the screen. Taps made on the screen
 * in between are held and done again once the app runs.
 */
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

const prerendered = container.hasChildNodes();
const taps = prerendered ? holdEarlyTaps(container) : undefined;
// The language's Intl data, before the first paint (ADR 073): its first use is one task of 30–45
// ms on a desktop and about four times that on a phone; before the paint it delays the paint by
// that much, after it every tap made meanwhile waits for it.
loadLocaleData(document.documentElement.lang);
const painted = prerendered ? afterFirstPaint(window) : Promise.resolve();

void painted
  .then(async () => {
    // An empty screen asks for the app at once, which evaluates it as soon as it has arrived. A
    // painted one evaluates the app's chunks one per task first (ADR 099), then the page's (ADR
    // 094): the app asked for at once would be one long task of React, the router and the shell.
    const appChunks = prerendered ? firstChunksOf(document, APP_CHUNKS_ELEMENT_ID) : [];
    const earlyApp = prerendered ? undefined : import('./app/first-paint/run-app.ts');
    await preloadFirstChunks(document, [...appChunks, ...firstChunksOf(document)]);
    // Zod is told not to probe for eval before any chunk runs.
    if (prerendered) {
      await import('./app/first-paint/zod-without-eval.ts');
      await evaluateFirstChunks(appChunks);
      await evaluateFirstChunks(firstChunksOf(document));
    }
    const { runApp } = await (earlyApp ?? import('./app/first-paint/run-app.ts'));
    const mounted = await runApp(container, window);
    await mounted.committed;
    taps?.release(mounted.kind === 'hydrated');
  })
  .catch((error: unknown) => {
    // Without the app, the screen's forms post as plain HTML forms (ADR 083) rather than not at all.
    taps?.release(false);
    throw error;
  });
