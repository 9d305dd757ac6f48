import './zod-without-eval.ts';
import * as z from 'zod/mini';
import { runEffectsBeforeEvents } from '../effects-before-events.ts';
import { createBrowserRuntime } from '../runtime.ts';
import { type Mounted, mountApp } from './mount-app.tsx';

/**
 * The app itself, loaded by the start-up module (`main.tsx`) once the first screen is painted
 * (ADR 094): hydrates the server's prerendered first screen, or renders the app (ADR 083).
 */
export function runApp(
  container: HTMLElement,
  view: Parameters<typeof createBrowserRuntime>[0],
): Promise<Mounted> {
  runEffectsBeforeEvents();
  const mounted = mountApp(
    container,
    createBrowserRuntime(view),
    `${view.location.pathname}${view.location.search}`,
  );
  // English issue messages reach the logs. The start-up schemas are zod/mini, which sets none
  // (classic zod sets them with its first schema), and they weigh 1 KB gzip that the first page
  // need not wait for: until they arrive an issue still names its code, path and expectation.
  void import('zod/v4/locales/en.js').then(({ default: english }) => z.config(english()));
  return mounted;
}
