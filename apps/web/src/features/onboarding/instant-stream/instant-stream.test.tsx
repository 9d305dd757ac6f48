import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commonConfig, createFakeServer, json } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { playerAppLinkOf } from './player-app-link.ts';

const SMART_LINK = 'https://listen.orbitradio.com/app';

describe('onboarding instant-stream (flows §8.5)', { timeout: 30_000 }, () => {
  it('goes straight on to the player app’s smart link, the channel kept, with a link to follow', async () => {
    const app = renderApp({ url: '/onboarding/instant-stream?channel=jazz-classics&langpref=en' });
    await app.heading('Opening the Orbit Radio app');
    const target = `${SMART_LINK}?channel=jazz-classics`;
    await waitFor(() => expect(app.navigator.assign).toHaveBeenCalledWith(target));
    expect(app.navigator.assign).toHaveBeenCalledTimes(1);
    expect(
      screen.getByRole('link', { name: 'Open the Orbit Radio app' }).getAttribute('href'),
    ).toBe(target);
  });

  it('is the error page when no smart link is configured', async () => {
    const server = createFakeServer();
    server.on('GET /config/common.json', () =>
      json({ ...commonConfig({}), smartLinks: { playerApp: '', playerAppStore: '' } }),
    );
    const app = renderApp({ url: '/onboarding/instant-stream?channel=jazz', server });
    await waitFor(() => expect(app.location()).toBe('/error'));
    expect(app.navigator.assign).not.toHaveBeenCalled();
  });

  it('speaks Canadian French', async () => {
    const app = renderApp({ host: 'can.localhost', url: '/onboarding/instant-stream?langpref=fr' });
    await app.heading('Ouverture de l’application Orbit Radio');
    expect(screen.getByRole('link', { name: 'Ouvrir l’application Orbit Radio' })).toBeDefined();
  });
});

describe('the player app link', () => {
  it('carries the visitor’s query but this app’s language, and keeps the link’s own', () => {
    expect(
      playerAppLinkOf(
        'https://listen.orbitradio.com/open?src=care',
        '?channel=a&channel=b&src=mail&langpref=fr',
      ),
    ).toBe('https://listen.orbitradio.com/open?src=care&channel=a&channel=b');
    expect(playerAppLinkOf(SMART_LINK, '')).toBe(SMART_LINK);
  });

  it('is none for no smart link, or one that is no web address', () => {
    expect(playerAppLinkOf('', '?channel=a')).toBeUndefined();
    expect(playerAppLinkOf('   ', '')).toBeUndefined();
    expect(playerAppLinkOf('javascript:alert(1)', '')).toBeUndefined();
  });
});
