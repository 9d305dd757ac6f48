import { parseFeatureFlags } from '@orbit/domain';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { PAGE_MODULES } from './route-modules.ts';
import { createRoutes } from './router.tsx';

function routesWaitingOn(
  pageMessages: () => Promise<void>,
  pageNeeds: () => Promise<unknown> = () => Promise.resolve(),
): RouteObject[] {
  return createRoutes({
    flags: parseFeatureFlags(undefined),
    accountCentreLoginUrl: 'https://account.example/login',
    navigator: { assign: vi.fn(), reload: vi.fn() },
    rootGuard: () => null,
    layout: null,
    errorElement: null,
    hydrateFallback: null,
    pageMessages,
    pageNeeds,
  });
}

function findRoute(routes: RouteObject[], path: string): RouteObject | undefined {
  for (const route of routes) {
    if (route.path === path) return route;
    const inside = findRoute(route.children ?? [], path);
    if (inside) return inside;
  }
  return undefined;
}

/** A promise that resolves when told, and a spy that hands it out. */
function heldBack() {
  let release = () => {};
  const wait = vi.fn(
    () =>
      new Promise<void>((resolve) => {
        release = resolve;
      }),
  );
  return { wait, release: () => release() };
}

/** Starts sign-in's `lazy()`; `loaded()` says whether it has finished. */
function startLoadingSignIn(routes: RouteObject[]) {
  const lazy = findRoute(routes, 'sign-in/*')?.lazy;
  if (typeof lazy !== 'function') throw new Error('sign-in is not a lazy page route');
  let finished = false;
  const loading = lazy().then((page) => {
    finished = true;
    return page;
  });
  return { loading, loaded: () => finished };
}

describe('a page route', () => {
  it('finishes loading only once the page’s messages are in, so the loader covers both', async () => {
    const messages = heldBack();
    const signIn = startLoadingSignIn(routesWaitingOn(messages.wait));
    await vi.waitFor(() => expect(messages.wait).toHaveBeenCalledOnce());
    expect(signIn.loaded()).toBe(false);

    messages.release();
    const page = await signIn.loading;
    expect(signIn.loaded()).toBe(true);
    expect(page).toHaveProperty('Component');
  });

  it('finishes loading only once what every page reads (the SDK) is in too, asked beside its code', async () => {
    const sdk = heldBack();
    const pageMessages = vi.fn(() => Promise.resolve());
    const signIn = startLoadingSignIn(routesWaitingOn(pageMessages, sdk.wait));
    // Asked at once, not after the page's code: the two travel side by side.
    expect(sdk.wait).toHaveBeenCalledOnce();
    await PAGE_MODULES.signIn();
    expect(signIn.loaded()).toBe(false);
    expect(pageMessages).not.toHaveBeenCalled();

    sdk.release();
    await signIn.loading;
    expect(signIn.loaded()).toBe(true);
    expect(pageMessages).toHaveBeenCalledOnce();
  });
});
