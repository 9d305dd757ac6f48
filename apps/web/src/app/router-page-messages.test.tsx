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

describe('a page route', () => {
  it('finishes loading only once the page’s messages are in, so the loader covers both', async () => {
    let messagesIn = () => {};
    const pageMessages = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          messagesIn = resolve;
        }),
    );
    const signIn = findRoute(routesWaitingOn(pageMessages), 'sign-in/*');
    const lazy = signIn?.lazy;
    if (typeof lazy !== 'function') throw new Error('sign-in is not a lazy page route');

    let loaded = false;
    const loading = lazy().then((page) => {
      loaded = true;
      return page;
    });
    await vi.waitFor(() => expect(pageMessages).toHaveBeenCalledOnce());
    expect(loaded).toBe(false);

    messagesIn();
    const page = await loading;
    expect(loaded).toBe(true);
    expect(page).toHaveProperty('Component');
  });

  it('finishes loading only once what every page reads (the SDK) is in too, asked beside its code', async () => {
    let sdkIn = () => {};
    const pageNeeds = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          sdkIn = resolve;
        }),
    );
    const pageMessages = vi.fn(() => Promise.resolve());
    const signIn = findRoute(routesWaitingOn(pageMessages, pageNeeds), 'sign-in/*');
    const lazy = signIn?.lazy;
    if (typeof lazy !== 'function') throw new Error('sign-in is not a lazy page route');

    let loaded = false;
    const loading = lazy().then((page) => {
      loaded = true;
      return page;
    });
    // Asked at once, not after the page's code: the two travel side by side.
    expect(pageNeeds).toHaveBeenCalledOnce();
    await PAGE_MODULES.signIn();
    expect(loaded).toBe(false);
    expect(pageMessages).not.toHaveBeenCalled();

    sdkIn();
    await loading;
    expect(loaded).toBe(true);
    expect(pageMessages).toHaveBeenCalledOnce();
  });
});
