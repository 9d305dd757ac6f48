import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  fakeIdentityGrant,
  forgetSdkState,
  serviceError,
  withFakeSdkServices,
} from '../../../testing/fake-identity-service.ts';
import { createFakeServer, json } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const SONOS = '/onboarding/sign-in/sonos';
const AUTHORIZE = '/device-authorization/v1/link-codes/authorize';

beforeEach(() => forgetSdkState());

/** The SDK's services, and a sign-in whose handle has a password that works. */
function speakerServer() {
  const server = withFakeSdkServices(createFakeServer());
  server.on('POST /identity/v1/sign-in/start', () =>
    json({
      state: 'AwaitingAuthMethod',
      identityId: 'idn_1',
      loginInfo: { identityId: 'idn_1', contactOptions: [], hasPassword: true, hasPasskey: false },
      methods: ['password'],
      otp: null,
    }),
  );
  server.on('POST /identity/v1/authenticate/password', () => json(fakeIdentityGrant()));
  return server;
}

/** Signs in on the page's own sign-in, by keyboard. */
async function signIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Email or username'), 'listener@orbitradio.test');
  await user.keyboard('{Enter}');
  await user.type(await screen.findByLabelText('Password'), 'Comet-Tail-42');
  await user.keyboard('{Enter}');
}

describe('onboarding sign-in/sonos (flows §8.5)', { timeout: 30_000 }, () => {
  it('signs a visitor in on the page, then links the speaker whose code the link names', async () => {
    const server = speakerServer();
    server.on(`POST ${AUTHORIZE}`, () =>
      json({ status: 'APPROVED', flow: 'speaker', deviceId: 'dev_speaker' }),
    );
    const app = renderApp({ url: `${SONOS}?linkCode=bcdfghjk`, server });
    const user = userEvent.setup();
    await app.heading('Sign in');
    expect(screen.getByText(/Your Sonos speaker shows a link code/)).toBeDefined();
    await signIn(user);

    await app.heading('Link your speaker');
    expect(app.location()).toBe(`${SONOS}?linkCode=bcdfghjk`);
    const field = await screen.findByLabelText('Code', { exact: true });
    expect((field as HTMLInputElement).value).toBe('BCDF-GHJK');
    await user.click(screen.getByRole('button', { name: 'Link speaker' }));
    const linked = await screen.findByText('Speaker linked');
    await waitFor(() => expect(document.activeElement?.contains(linked)).toBe(true));
    expect(server.requestsTo(AUTHORIZE)[0]?.body).toEqual({ linkCode: 'BCDF-GHJK' });
    expect(server.requestsTo('/device-authorization/v1/user-codes/authorize')).toHaveLength(0);
  });

  it('asks for the code when the link has none, and says what is wrong with one refused', async () => {
    const server = speakerServer();
    const app = renderApp({ url: SONOS, server });
    const user = userEvent.setup();
    await signIn(user);
    await app.heading('Link your speaker');
    const field = await screen.findByLabelText('Code', { exact: true });
    expect((field as HTMLInputElement).value).toBe('');

    server.on(`POST ${AUTHORIZE}`, () => serviceError(400, 'USER_CODE_INVALID'));
    await user.type(field, 'bcdfghjk');
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/That code isn’t right/)).toBeDefined();
    expect(field.getAttribute('aria-invalid')).toBe('true');

    server.on(`POST ${AUTHORIZE}`, () => serviceError(400, 'USER_CODE_EXPIRED'));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('This code has expired')).toBeDefined();

    // Past the per-address budget of guesses: wait, as on every code form.
    // The notice took the focus: the button sends the code again.
    const send = () => user.click(screen.getByRole('button', { name: 'Link speaker' }));
    server.on(`POST ${AUTHORIZE}`, () => serviceError(429, 'RATE_LIMIT_EXCEEDED'));
    await send();
    expect(await screen.findByText('Too many tries. Wait a minute, then try again.')).toBeDefined();

    // A session the server does not take as signed in is refused: nothing is linked.
    server.on(`POST ${AUTHORIZE}`, () => serviceError(403, 'FORBIDDEN'));
    await send();
    expect(
      await screen.findByText('Something went wrong on our side. Please try again in a moment.'),
    ).toBeDefined();
    expect(screen.queryByText('Speaker linked')).toBeNull();
    expect(server.requestsTo(AUTHORIZE)).toHaveLength(4);
  });

  it('speaks Canadian French on the Canadian site', async () => {
    const server = withFakeSdkServices(createFakeServer(), 'https://can.localhost');
    renderApp({ host: 'can.localhost', url: `${SONOS}?linkCode=BCDF-GHJK&langpref=fr`, server });
    expect(
      await screen.findByText(/Votre haut-parleur Sonos affiche un code d’association/),
    ).toBeDefined();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ouvrir une session' }),
    ).toBeDefined();
  });
});
