import { parseFeatureFlags } from '@orbit/domain';
import type { RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createRoutes } from './router.tsx';

function routesWaitingOn(pageMessages: () => Promise<void>): RouteObject[] {
  return createRoutes({
    flags: parseFeatureFlags(undefined),
    accountCentreLoginUrl: 'https://account.example/login',
    navigator: { assign: vi.fn(), reload: vi.fn() },
    rootGuard: () => null,
    layout: null,
    errorElement: null,
    hydrateFallback: null,
    pageMessages,
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
});
