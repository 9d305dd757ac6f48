import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { forgetSdkState, withFakeSdkServices } from '../../../testing/fake-identity-service.ts';
import { createFakeServer } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';

beforeEach(() => forgetSdkState());

/** The passkey messages come with this page, not the entry bundle: the page shows them. */
describe('passkey setup page', () => {
  it('asks a signed-out visitor to sign in first', async () => {
    const server = withFakeSdkServices(createFakeServer({ flags: { enablePasskeySetup: true } }));
    renderApp({ url: '/subscribe/sal-2', server });
    expect(await screen.findByRole('heading', { level: 1, name: 'Set up a passkey' })).toBeTruthy();
    expect(
      await screen.findByText('Sign in first, then come back here to create a passkey.'),
    ).toBeTruthy();
  });

  it('speaks Canadian French', async () => {
    const server = withFakeSdkServices(
      createFakeServer({ flags: { enablePasskeySetup: true } }),
      'https://can.localhost',
    );
    renderApp({ host: 'can.localhost', url: '/subscribe/sal-2?langpref=fr', server });
    expect(
      await screen.findByText(
        'Connectez-vous d’abord, puis revenez ici pour créer une clé d’accès.',
      ),
    ).toBeTruthy();
  });
});
