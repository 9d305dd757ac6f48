import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { commonConfig, createFakeServer, json } from '../testing/fake-server.ts';
import { renderApp } from '../testing/render-app.tsx';

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
