import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  answerPasswordSignIn,
  forgetSdkState,
  serviceError,
  signInOnPage,
  withFakeSdkServices,
} from '../../../testing/fake-identity-service.ts';
import { createFakeServer, json } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const DEVICES = '/device/v1/dmp/devices';
const SERVICES = '/device/v1/dmp/linked-services';
const PASSKEYS = '/identity/v1/webauthn/credentials';

beforeEach(() => forgetSdkState());

const TV = {
  id: 'dev_tv',
  kind: 'tv',
  name: null,
  renamable: true,
  linkedAt: '2026-11-20T14:00:00.000Z',
  lastUsedAt: '2026-11-21T14:00:00.000Z',
};
const THIS_BROWSER = {
  id: 'dev_here',
  browser: 'Chrome 126',
  platform: 'web-desktop',
  signedInAt: '2026-11-20T14:00:00.000Z',
  lastUsedAt: '2026-11-21T14:00:00.000Z',
  place: null,
  current: true,
};
const LAPTOP = {
  ...THIS_BROWSER,
  id: 'dev_laptop',
  browser: 'Firefox 133',
  current: false,
  place: { region: 'ON', country: 'CA' },
};
const GOOGLE = {
  id: 'ale_1',
  clientId: 'google-sandbox',
  name: 'Google',
  scopes: ['listening', 'account_status'],
  consentedAt: '2026-11-19T14:00:00.000Z',
};
const PASSKEY = {
  id: 'pkc_1',
  credentialId: 'cred',
  transports: ['internal'],
  deviceType: 'multiDevice',
  backedUp: true,
  createdAt: '2026-11-18T14:00:00.000Z',
  lastUsedAt: null,
  name: null,
};

/** Signed in with a password on the sign-in page, which then goes on to the devices page. */
async function signedInOnDevices(
  answers: {
    devices?: unknown[];
    browsers?: unknown[];
    services?: unknown[];
    passkeys?: unknown[];
  } = {},
) {
  const server = answerPasswordSignIn(withFakeSdkServices(createFakeServer()));
  const state = {
    devices: answers.devices ?? [TV],
    browsers: answers.browsers ?? [THIS_BROWSER, LAPTOP],
    services: answers.services ?? [GOOGLE],
    passkeys: answers.passkeys ?? [PASSKEY],
  };
  server.on(`GET ${DEVICES}`, () => json({ devices: state.devices, browsers: state.browsers }));
  server.on(`GET ${SERVICES}`, () => json({ services: state.services }));
  server.on(`GET ${PASSKEYS}`, () => json({ passkeys: state.passkeys }));
  const app = renderApp({ url: '/sign-in?redirectTo=%2Faccount%2Fdevices', server });
  const user = await signInOnPage('listener@orbitradio.test');
  await app.heading('Devices and sign-ins');
  return { app, server, user, state };
}

describe('devices and sign-ins page', { timeout: 30_000 }, () => {
  it('lists each kind, renames a TV in place, and revokes it after a confirmation naming what stops working', async () => {
    const { server, user, state } = await signedInOnDevices();
    const devices = await screen.findByRole('region', { name: 'Connected devices' });
    expect(await within(devices).findByRole('heading', { name: 'TV' })).toBeTruthy();
    expect(within(devices).getByText('Last used 11/21/2026')).toBeTruthy();
    const services = screen.getByRole('region', { name: 'Linked services' });
    expect(
      await within(services).findByText(
        'Can play what your subscription includes, see whether your subscription is active',
      ),
    ).toBeTruthy();
    const browsers = screen.getByRole('region', { name: 'Browsers and apps' });
    expect(await within(browsers).findByText('This browser')).toBeTruthy();
    expect(within(browsers).getByText('Near ON, CA')).toBeTruthy();
    // This browser is signed out with the sign-out, not revoked here.
    expect(within(browsers).queryByRole('button', { name: 'Sign out Chrome 126' })).toBeNull();

    server.on(`PUT ${DEVICES}/dev_tv/name`, () => {
      state.devices = [{ ...TV, name: 'Den TV' }];
      return new Response(null, { status: 204 });
    });
    await user.click(within(devices).getByRole('button', { name: 'Rename TV' }));
    const field = await within(devices).findByLabelText('New name for TV');
    await waitFor(() => expect(document.activeElement).toBe(field));
    await user.keyboard('{Enter}');
    expect(await within(devices).findByText('Enter a name.')).toBeTruthy();
    await user.type(field, 'Den TV{Enter}');
    expect(await screen.findByText('Renamed to Den TV.')).toBeTruthy();
    expect(server.requestsTo(`${DEVICES}/dev_tv/name`)[0]?.body).toEqual({ name: 'Den TV' });
    expect(await within(devices).findByRole('heading', { name: 'Den TV' })).toBeTruthy();

    server.on(`POST ${DEVICES}/dev_tv/revoke`, () => {
      state.devices = [];
      return json({ revokedSessions: 1 });
    });
    await user.click(within(devices).getByRole('button', { name: 'Remove Den TV' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Den TV?' });
    expect(within(dialog).getByText(/Den TV is signed out at once/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(server.requestsTo(`${DEVICES}/dev_tv/revoke`)).toHaveLength(0);
    await user.click(within(devices).getByRole('button', { name: 'Remove Den TV' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Remove Den TV?' })).getByRole(
        'button',
        { name: 'Remove' },
      ),
    );
    expect(await screen.findByText('Den TV was removed.')).toBeTruthy();
    expect(
      await within(devices).findByText('No TV, speaker or car is connected to your account.'),
    ).toBeTruthy();
  });

  it('says when something was already removed, deletes a passkey, and signs out everywhere else', async () => {
    const { server, user, state } = await signedInOnDevices();
    server.on(`POST ${SERVICES}/ale_1/revoke`, () => {
      state.services = [];
      return serviceError(404, 'LINKED_SERVICE_NOT_FOUND');
    });
    const services = await screen.findByRole('region', { name: 'Linked services' });
    await user.click(await within(services).findByRole('button', { name: 'Unlink Google' }));
    const unlink = await screen.findByRole('alertdialog', { name: 'Unlink Google?' });
    expect(
      within(unlink).getByText(/Google can no longer play what your subscription includes/),
    ).toBeTruthy();
    await user.click(within(unlink).getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('Google was already removed.')).toBeTruthy();
    expect(await within(services).findByText(/No service, like Google or Alexa/)).toBeTruthy();

    server.on(`DELETE ${PASSKEYS}/pkc_1`, () => {
      state.passkeys = [];
      return new Response(null, { status: 204 });
    });
    const passkeys = screen.getByRole('region', { name: 'Passkeys' });
    await user.click(within(passkeys).getByRole('button', { name: 'Delete Passkey' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete Passkey?' })).getByRole(
        'button',
        { name: 'Delete' },
      ),
    );
    expect(await screen.findByText('Passkey was deleted.')).toBeTruthy();
    expect(await within(passkeys).findByText(/You have no passkeys/)).toBeTruthy();

    server.on('POST /session/v1/sessions/revoke/all', () => {
      state.browsers = [THIS_BROWSER];
      return json({ revokedSessions: 2 });
    });
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Sign out everywhere else?' });
    await user.click(within(confirm).getByRole('button', { name: 'Sign out everywhere else' }));
    expect(await screen.findByText('2 other sign-ins ended.')).toBeTruthy();
    expect(server.requestsTo('/session/v1/sessions/revoke/all')[0]?.body).toEqual({
      exceptCurrent: true,
    });
    expect(await screen.findByText('No other browser or app is signed in.')).toBeTruthy();
  });

  it('asks a signed-out visitor to sign in, in Canadian French', async () => {
    renderApp({
      host: 'can.localhost',
      url: '/account/devices?langpref=fr',
      server: withFakeSdkServices(createFakeServer(), 'https://can.localhost'),
    });
    expect(
      await screen.findByText(
        'Connectez-vous pour voir les appareils et les services qui utilisent votre compte.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Appareils et connexions' })).toBeTruthy();
  });
});
