import { describe, expect, it, vi } from 'vitest';
import { createPageLoading } from '../../shared/loading/page-loading.ts';
import {
  type NavigationSource,
  skipsFullPageLoader,
  trackNavigation,
} from './navigation-tracker.ts';

type State = NavigationSource['state'];

function fakeRouter(initial: State) {
  const listeners = new Set<(state: State) => void>();
  const router = {
    state: initial,
    subscribe(listener: (state: State) => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emit(state: State) {
      router.state = state;
      for (const listener of listeners) listener(state);
    },
  };
  return router;
}

const at = (path: string) => {
  const url = new URL(path, 'https://x');
  return { pathname: url.pathname, search: url.search };
};
const idle = (path: string): State => ({
  initialized: true,
  location: at(path),
  navigation: { state: 'idle' },
});
const loading = (from: string, to: string): State => ({
  initialized: true,
  location: at(from),
  navigation: { state: 'loading', location: at(to) },
});

function setup(initial: State = idle('/account')) {
  const router = fakeRouter(initial);
  const pageLoading = createPageLoading();
  const body = document.createElement('body');
  const scrollToTop = vi.fn();
  const onNavigationEnd = vi.fn();
  const stop = trackNavigation({ router, pageLoading, body, scrollToTop, onNavigationEnd });
  return { router, pageLoading, body, scrollToTop, onNavigationEnd, stop };
}

describe('navigation states (spec 000 §4)', () => {
  it('raises the loader and marks the body while a navigation runs, then scrolls to the top', () => {
    const t = setup();
    t.scrollToTop.mockClear();

    t.router.emit(loading('/account', '/transfer'));
    expect(t.pageLoading.get()).toBe(true);
    expect(t.body.classList.contains('app-loading')).toBe(true);
    expect(t.scrollToTop).not.toHaveBeenCalled();

    t.router.emit(idle('/transfer'));
    expect(t.pageLoading.get()).toBe(false);
    expect(t.body.classList.contains('app-loading')).toBe(false);
    expect(t.scrollToTop).toHaveBeenCalledTimes(1);
    expect(t.onNavigationEnd).toHaveBeenLastCalledWith(at('/transfer'));
  });

  it.each([
    '/subscribe/checkout/purchase/streaming/organic?status=i',
    '/subscribe/checkout/purchase/streaming?programcode=X&STATUS=I',
    '/subscribe/checkout/purchase/streaming/organic?ineligibleForOffer=true',
    '/Subscribe/Checkout/Purchase/Streaming/organic?ineligibleforoffer=TRUE',
  ])('does not raise the loader for %s', (to) => {
    const t = setup();
    t.router.emit(loading('/account', to));
    expect(t.pageLoading.get()).toBe(false);
    expect(t.body.classList.contains('app-loading')).toBe(true);
  });

  it.each([
    '/subscribe/checkout/purchase/streaming/organic',
    '/subscribe/checkout/purchase/streaming/organic?status=a',
    '/subscribe/checkout/purchase/streaming/organic?ineligibleForOffer=false',
    '/subscribe/checkout/purchase/satellite?status=i',
  ])('raises the loader for %s', (to) => {
    const t = setup();
    t.router.emit(loading('/account', to));
    expect(t.pageLoading.get()).toBe(true);
  });

  it('treats the first load as a navigation', () => {
    const t = setup({
      initialized: false,
      location: at('/account'),
      navigation: { state: 'idle' },
    });
    expect(t.pageLoading.get()).toBe(true);
    t.router.emit(idle('/account'));
    expect(t.pageLoading.get()).toBe(false);
    expect(t.onNavigationEnd).toHaveBeenCalledWith(at('/account'));
  });

  it('knows which URLs keep the loader down', () => {
    expect(skipsFullPageLoader(at('/subscribe/checkout/purchase/streaming?status=i'))).toBe(true);
    expect(skipsFullPageLoader(at('/account?status=i'))).toBe(false);
  });
});
