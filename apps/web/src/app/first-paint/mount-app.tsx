import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { createPath } from 'react-router';
import { App } from '../app.tsx';
import type { AppInstance } from '../app-instance.tsx';
import type { AppRuntime } from '../runtime.ts';
import { nextTask } from './next-task.ts';
import { startApp } from './start-app.ts';

export type Mounted = ({ kind: 'hydrated'; app: AppInstance } | { kind: 'rendered' }) & {
  /**
   * Settles once the app answers the page: a prerendered screen is hydrated as a transition
   * (ADR 094), so this comes after `mountApp` returns; `#root[data-app]` is set then.
   */
  committed: Promise<void>;
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
    await nextTask();
    const app = await startApp(runtime, nextTask).catch(() => undefined);
    if (app && createPath(app.router.state.location) === firstUrl) {
      await nextTask();
      let adopted = () => {};
      const committed = new Promise<void>((resolve) => {
        adopted = resolve;
      });
      const root = hydrated(container, <App runtime={runtime} started={app} />, () => {
        markRunning(container, 'hydrated');
        adopted();
      });
      return {
        kind: 'hydrated',
        app,
        committed,
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
  return { kind: 'rendered', committed: Promise.resolve(), unmount: () => root.unmount() };
}

/** Calls `onCommit` once its children are on the page. */
function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  useEffect(onCommit, [onCommit]);
  return children;
}

/**
 * Hydrates `container` with `app`; `onCommit` once React has adopted the whole screen. As a
 * transition (ADR 094) React hydrates in slices that yield to the browser rather than in one long
 * task; a tap meanwhile still hydrates what it hits first.
 */
function hydrated(container: HTMLElement, app: ReactNode, onCommit: () => void): Root {
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <Committed onCommit={onCommit}>{app}</Committed>
      </StrictMode>,
    );
  });
  if (!root) throw new Error('hydrateRoot made no root.');
  return root;
}

/**
 * `#root[data-app]`: the app now answers what is on the page. A prerendered screen is readable
 * before that, but a click on it only does something from then on; browser tests wait for it.
 */
function markRunning(container: HTMLElement, kind: Mounted['kind']): void {
  container.dataset.app = kind;
}
