import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createPath } from 'react-router';
import { App } from '../app.tsx';
import type { AppInstance } from '../app-instance.tsx';
import type { AppRuntime } from '../runtime.ts';
import { startApp } from './start-app.ts';

export type Mounted = ({ kind: 'hydrated'; app: AppInstance } | { kind: 'rendered' }) & {
  /** Takes the app off the page (a test ends; the page itself never does). */
  unmount(): void;
};

/**
 * Puts the app in `container`. A page the server prerendered (ADR 083) is hydrated: the app
 * starts up to the same first screen first (its configuration and env-info are inlined, its chunks
 * preloaded), so React adopts the markup instead of replacing it. Any other page, or one whose
 * start-up went elsewhere (a redirect, a configuration that fails), renders from scratch.
 */
export async function mountApp(
  container: HTMLElement,
  runtime: AppRuntime,
  firstUrl: string,
): Promise<Mounted> {
  if (container.hasChildNodes() && runtime.startup) {
    const app = await startApp(runtime).catch(() => undefined);
    if (app && createPath(app.router.state.location) === firstUrl) {
      const root = hydrateRoot(
        container,
        <StrictMode>
          <App runtime={runtime} started={app} />
        </StrictMode>,
      );
      markRunning(container, 'hydrated');
      return {
        kind: 'hydrated',
        app,
        unmount: () => {
          root.unmount();
          app.dispose();
        },
      };
    }
    app?.dispose();
  }
  container.replaceChildren();
  const root = createRoot(container);
  root.render(
    <StrictMode>
      <App runtime={runtime} />
    </StrictMode>,
  );
  markRunning(container, 'rendered');
  return { kind: 'rendered', unmount: () => root.unmount() };
}

/**
 * `#root[data-app]`: the app now answers what is on the page. A prerendered screen is readable
 * before that, but a click on it only does something from then on; browser tests wait for it.
 */
function markRunning(container: HTMLElement, kind: Mounted['kind']): void {
  container.dataset.app = kind;
}
