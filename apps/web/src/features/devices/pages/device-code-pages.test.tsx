import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetSdkState, withFakeSdkServices } from '../../../testing/fake-identity-service.ts';
import { createFakeServer } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';

beforeEach(() => forgetSdkState());

/** The device-code messages come with these pages, not the entry bundle: each page shows them. */
describe('device code pages', () => {
  it.each([
    ['/subscribe/linking/tv', 'Connect your TV or car'],
    ['/subscribe/linking/speaker', 'Link your speaker'],
  ])('%s asks a signed-out visitor to sign in first', async (url, title) => {
    renderApp({ url, server: withFakeSdkServices(createFakeServer()) });
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
    expect(
      await screen.findByText('Sign in to Orbit Radio first, then enter the code.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeTruthy();
  });

  it('speaks Canadian French', async () => {
    renderApp({
      host: 'can.localhost',
      url: '/subscribe/linking/tv?langpref=fr',
      server: withFakeSdkServices(createFakeServer(), 'https://can.localhost'),
    });
    expect(
      await screen.findByText('Connectez-vous d’abord à Orbit Radio, puis entrez le code.'),
    ).toBeTruthy();
  });
});
