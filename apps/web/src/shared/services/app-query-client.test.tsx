import { useQueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServer } from '../../testing/fake-server.ts';
import { appQueryClientOf } from './app-query-client.ts';
import { AppQueryClientProvider } from './app-query-client-provider.tsx';
import { type AppServices, AppServicesProvider } from './app-services.tsx';
import { createWebSdk, orbitSessionFor } from './orbit-sdk.ts';
import { markServerStateStale } from './server-state.ts';

/** What the query client reads of the services: the SDK's session and the instance's slot. */
function appServices(): AppServices {
  const sdk = createWebSdk({
    serviceOrigin: 'https://care.orbitradio.com',
    fetch: createFakeServer().fetch,
  });
  return { sdk, serverState: { client: undefined } } as AppServices;
}

/** Notes the client each render of a page sees. */
function Probe({ seen }: { seen: unknown[] }) {
  seen.push(useQueryClient());
  return null;
}

const page = (services: AppServices, seen: unknown[]) => (
  <AppServicesProvider services={services}>
    <AppQueryClientProvider>
      <Probe seen={seen} />
    </AppQueryClientProvider>
  </AppServicesProvider>
);

describe('the app instance’s query client', () => {
  it('is made once, by the first page, and every later page gets the same one', () => {
    const services = appServices();
    expect(services.serverState.client).toBeUndefined();
    const seen: unknown[] = [];
    const first = render(page(services, seen));
    first.unmount();
    render(page(services, seen));
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
    expect(services.serverState.client).toBe(seen[0]);
  });

  it('is another one for another app instance (a page rendered on its own gets its own)', () => {
    expect(appQueryClientOf(appServices())).not.toBe(appQueryClientOf(appServices()));
  });

  it('never retries, never refetches on focus, and forgets a sent form once it is gone', () => {
    const defaults = appQueryClientOf(appServices()).getDefaultOptions();
    expect(defaults.queries).toMatchObject({ retry: false, refetchOnWindowFocus: false });
    expect(defaults.mutations).toMatchObject({ retry: false, gcTime: 0 });
  });

  it('drops what it read when another person signs in or the person signs out', async () => {
    const services = appServices();
    const client = appQueryClientOf(services);
    const session = orbitSessionFor(services.sdk).state;
    const ready = { status: 'ready' as const, error: undefined };
    client.setQueryData(['account'], 'Jane’s account');

    // The session becoming known is no change of person.
    session.set({ ...ready, authenticated: true, handle: 'jane@orbitradio.test' });
    expect(client.getQueryData(['account'])).toBe('Jane’s account');

    session.set({ ...ready, authenticated: false, handle: undefined });
    expect(client.getQueryData(['account'])).toBeUndefined();

    client.setQueryData(['account'], 'Sam’s account');
    session.set({ ...ready, authenticated: true, handle: 'sam@orbitradio.test' });
    expect(client.getQueryData(['account'])).toBeUndefined();
  });
});

describe('server state', () => {
  it('marks everything stale after a change made elsewhere, keeping what is on screen', () => {
    const services = appServices();
    markServerStateStale(services.serverState);
    const client = appQueryClientOf(services);
    client.setQueryData(['account'], 'Jane’s account');
    expect(client.getQueryState(['account'])?.isInvalidated).toBe(false);
    markServerStateStale(services.serverState);
    expect(client.getQueryState(['account'])?.isInvalidated).toBe(true);
    expect(client.getQueryData(['account'])).toBe('Jane’s account');
  });
});
