import { STARTUP_DOCUMENT_ELEMENT_ID } from '@orbit/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  COUNTRY_CONFIG,
  commonConfig,
  createFakeServer,
  envInfo,
  json,
} from '../testing/fake-server.ts';
import { renderApp } from '../testing/render-app.tsx';
import { readStartupDocument } from './startup-document.ts';

describe('start-up', () => {
  it('shows a translated "can’t start / try again" screen when the configuration fails, and recovers on retry', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    const server = createFakeServer();
    let fail = true;
    server.on('GET /config/common.json', () => (fail ? json({}, 503) : json(commonConfig({}))));
    renderApp({ url: '/account?langpref=fr', host: 'can.localhost', server });

    const alert = await screen.findByRole('alert');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Impossible de démarrer pour le moment',
    );
    expect(alert.textContent).toContain('Vérifiez votre connexion');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 })),
    );
    expect(consoleError).toHaveBeenCalled();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Votre compte'),
    );
    expect(server.requestsTo('/config/common.json')).toHaveLength(2);
    consoleError.mockRestore();
  });

  it('shows the loader, not a blank page, while the configuration loads', async () => {
    const app = renderApp({ url: '/account' });
    expect(screen.getByRole('status', { name: 'Loading, please wait' })).toBeTruthy();
    await app.settled();
  });
});

describe('start-up from what the server inlined (ADR 083)', () => {
  it('starts without fetching its configuration or env-info, and fetches whatever is missing', async () => {
    const server = createFakeServer();
    const app = renderApp({
      url: '/account?langpref=fr',
      host: 'variant-preview.can.localhost',
      server,
      startup: {
        configFiles: {
          '/config/country.json': COUNTRY_CONFIG,
          '/config/common.json': commonConfig({}),
          // The variant file the host names is one the server does not have.
          '/config/variants/preview.json': null,
        },
        envInfo: envInfo(600),
      },
    });
    await app.heading('Votre compte');
    // Only the Canadian settings were not inlined.
    expect(server.requests.map((request) => request.path)).not.toContain('/config/common.json');
    expect(server.requestsTo('/config/app-settings.ca.json')).toHaveLength(1);
    expect(server.requestsTo('/config/variants/preview.json')).toHaveLength(0);
    expect(server.requestsTo('/services/utility/env-info')).toHaveLength(0);
  });
});

describe('the inlined start-up document', () => {
  const documentWith = (text: string | undefined) => ({
    getElementById: (id: string) =>
      id === STARTUP_DOCUMENT_ELEMENT_ID && text !== undefined
        ? ({ textContent: text } as HTMLElement)
        : null,
  });

  it('is read when it parses, and left out (the app fetches) when it is absent or broken', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const document = { configFiles: { '/config/common.json': commonConfig({}) } };
    expect(readStartupDocument(documentWith(JSON.stringify(document)))).toEqual(document);
    expect(readStartupDocument(documentWith(undefined))).toBeUndefined();
    expect(readStartupDocument(documentWith('{"configFiles":'))).toBeUndefined();
    expect(readStartupDocument(documentWith('{"configFiles":[]}'))).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
