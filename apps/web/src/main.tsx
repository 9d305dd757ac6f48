import * as z from 'zod/mini';
import './shared/ui/styles/tokens.css';
import './shared/ui/styles/base.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createPath } from 'react-router';
import { App } from './app/app.tsx';
import { startApp } from './app/first-paint/start-app.ts';
import { createBrowserRuntime } from './app/runtime.ts';

// First of all: the CSP forbids eval, so zod must not probe for it (no schema has parsed yet).
z.config({ jitless: true });

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
const runtime = createBrowserRuntime(window);
const firstUrl = `${window.location.pathname}${window.location.search}`;

/**
 * A page the server prerendered (ADR 083) is hydrated: the app starts up to the same first screen
 * first (its configuration and env-info are inlined, its chunks preloaded), so React adopts the
 * markup instead of replacing it. Any other page, or one whose start-up went elsewhere (a redirect,
 * a configuration that fails), renders from scratch.
 */
async function hydratePrerendered(root: HTMLElement): Promise<boolean> {
  if (!root.hasChildNodes() || !runtime.startup) return false;
  const app = await startApp(runtime).catch(() => undefined);
  if (!app) return false;
  if (createPath(app.router.state.location) !== firstUrl) {
    app.dispose();
    return false;
  }
  hydrateRoot(
    root,
    <StrictMode>
      <App runtime={runtime} started={app} />
    </StrictMode>,
  );
  return true;
}

void hydratePrerendered(container).then((hydrated) => {
  if (hydrated) return;
  container.replaceChildren();
  createRoot(container).render(
    <StrictMode>
      <App runtime={runtime} />
    </StrictMode>,
  );
});

// English issue messages reach the logs. The start-up schemas are zod/mini, which sets none
// (classic zod sets them with its first schema), and they weigh 1 KB gzip that the first page
// need not wait for: until they arrive an issue still names its code, path and expectation.
void import('zod/v4/locales/en.js').then(({ default: english }) => z.config(english()));
