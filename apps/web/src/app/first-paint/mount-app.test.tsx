import type { StartupDocument } from '@orbit/domain';
import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { actOn } from '../../testing/act-on.ts';
import {
  CA_SETTINGS,
  COUNTRY_CONFIG,
  commonConfig,
  createFakeServer,
  envInfo,
} from '../../testing/fake-server.ts';
import { prerenderedRoot } from '../../testing/prerendered-root.ts';
import { createTestRuntime } from '../../testing/render-app.tsx';
import { mountApp } from './mount-app.tsx';
import { prerenderPage } from './prerender.tsx';

const HOST = 'care.orbitradio.ca';
const STARTUP: StartupDocument = {
  configFiles: {
    '/config/country.json': COUNTRY_CONFIG,
    '/config/common.json': commonConfig({}),
    '/config/app-settings.ca.json': CA_SETTINGS,
  },
  envInfo: { ...envInfo(), country: 'ca' },
};

/** The first screen as the server's prerender makes it. */
async function prerendered(url: string): Promise<string> {
  const html = (await prerenderPage({ url, hostname: HOST, startup: STARTUP }))?.html;
  if (!html) throw new Error(`${url} was not prerendered.`);
  return html;
}

describe('mounting the app on a prerendered first screen (ADR 083)', () => {
  it('hydrates the French sign-in screen in place: the same nodes, no mismatch, no request before it', async () => {
    const url = '/sign-in?langpref=fr';
    const html = await prerendered(url);
    expect(html).toContain('Ouvrir une session');
    const root = prerenderedRoot(html);
    const heading = root.querySelector('h1');
    const consoleError = vi.spyOn(console, 'error');

    const server = createFakeServer();
    const { runtime } = createTestRuntime({ url, host: HOST, server, startup: STARTUP });
    const mounted = await actOn(() => mountApp(root, runtime, url));
    expect(mounted.kind).toBe('hydrated');
    expect(root.dataset.app).toBe('hydrated');
    // React adopted the server's heading rather than replacing it, and said nothing about it.
    expect(root.querySelector('h1')).toBe(heading);
    expect(consoleError).not.toHaveBeenCalled();
    expect(server.requests.map((request) => request.path)).not.toEqual(
      expect.arrayContaining(['/config/common.json']),
    );
    expect(server.requestsTo('/services/utility/env-info')).toHaveLength(0);
    act(() => mounted.unmount());
    consoleError.mockRestore();
  });

  it('renders from scratch where nothing was prerendered, or where the start-up went elsewhere', async () => {
    const empty = prerenderedRoot('');
    const { runtime } = createTestRuntime({ url: '/sign-in', host: HOST, startup: STARTUP });
    const fresh = await actOn(() => mountApp(empty, runtime, '/sign-in'));
    expect(fresh.kind).toBe('rendered');
    expect(empty.dataset.app).toBe('rendered');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in'),
    );
    act(() => fresh.unmount());

    // `/` redirects to the account lookup: the screen the server sent is not the page's.
    const stale = prerenderedRoot('<p>An older first screen</p>');
    const redirected = createTestRuntime({ url: '/', host: HOST, startup: STARTUP });
    const replaced = await actOn(() => mountApp(stale, redirected.runtime, '/'));
    expect(replaced.kind).toBe('rendered');
    expect(stale.textContent).not.toContain('An older first screen');
    act(() => replaced.unmount());
  });
});
