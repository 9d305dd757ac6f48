import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  fakeIdentityGrant,
  forgetSdkState,
  signUpCodeSent,
} from '../../../testing/fake-identity-service.ts';
import type { FakeServer } from '../../../testing/fake-server.ts';
import { json } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  GRANT,
  LINK_EMAIL,
  LINKING_URL,
  linkServer,
  NEW_IDENTITY_URL,
  signInAs,
} from './device-linking.fixtures.ts';

beforeEach(() => {
  forgetSdkState();
  sessionStorage.clear();
});

/** Sign-up answers: the code goes to the email, and entering it signs `emailAddress` in. */
function withSignUp(server: FakeServer, emailAddress: string) {
  server.on('POST /identity/v1/identities', () => signUpCodeSent());
  server.on('POST /otp/v1/redeem', () =>
    json({ grant: 'oog_1', grantExpiresAt: new Date(Date.now() + 60_000).toISOString() }),
  );
  server.on('POST /identity/v1/authenticate/otp', () => json(fakeIdentityGrant(emailAddress)));
  return server;
}

async function createSignIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Password'), 'Meteor-Shower-31');
  await user.click(screen.getByRole('button', { name: 'Create my sign-in' }));
  await user.type(await screen.findByLabelText('6-digit code'), '123456');
  await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
}

describe('device linking for a new identity', () => {
  it('creates the sign-in with the link’s email, then claims the trial with it', async () => {
    const server = withSignUp(linkServer(), LINK_EMAIL);
    const app = renderApp({ url: NEW_IDENTITY_URL, server });
    await app.heading('Link a device to your new sign-in');
    expect(await screen.findByText('2026 Vega Aurora')).toBeTruthy();
    const email = screen.getByLabelText('Email address') as HTMLInputElement;
    expect(email.value).toBe(LINK_EMAIL);
    expect(email.readOnly).toBe(true);
    const user = userEvent.setup();
    await createSignIn(user);

    await user.click(await screen.findByRole('checkbox', { name: /I agree/ }));
    await user.click(screen.getByRole('button', { name: 'Claim my trial' }));
    expect(await screen.findByText('Your trial is on your account')).toBeTruthy();
    expect(server.requestsTo('/identity/v1/identities')[0]?.body).toMatchObject({
      emailAddress: LINK_EMAIL,
    });
    expect(server.requestsTo('/session/v1/sessions/end')).toHaveLength(0);
    expect(server.requestsTo('/identity/v1/b2btrial/claim')[0]?.body).toEqual({
      magicLinkGrant: GRANT,
    });
  });

  it('a signed-in visitor is told, and reset to an anonymous session before the sign-up', async () => {
    const server = withSignUp(linkServer(), LINK_EMAIL);
    const app = renderApp({ url: NEW_IDENTITY_URL, server });
    await signInAs(app, 'someone@orbitradio.test');
    expect(
      await screen.findByText(
        'You’re signed in as someone@orbitradio.test. Creating a new sign-in signs you out of that one first.',
      ),
    ).toBeTruthy();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'Meteor-Shower-31');
    await user.click(screen.getByRole('button', { name: 'Create my sign-in' }));
    await screen.findByLabelText('6-digit code');
    const order = server.requests.map((request) => request.path);
    const ended = order.indexOf('/session/v1/sessions/end');
    expect(ended).toBeGreaterThan(-1);
    expect(ended).toBeLessThan(order.indexOf('/identity/v1/identities'));
    expect(app.instance().services.sdk.session.isAuthenticated).toBe(false);
  });

  it('EMAIL_TAKEN: any other email, with a hint naming the one to avoid', async () => {
    const server = withSignUp(
      linkServer({ status: { status: 'SUB_UNCLAIMED_EMAIL_TAKEN', emailAddress: LINK_EMAIL } }),
      'other@orbitradio.test',
    );
    renderApp({ url: NEW_IDENTITY_URL, server });
    expect(await screen.findByText(`Use an email other than ${LINK_EMAIL}.`)).toBeTruthy();
    const email = screen.getByLabelText('Email address') as HTMLInputElement;
    expect(email.readOnly).toBe(false);
    expect(email.value).toBe('');
    const user = userEvent.setup();
    await user.type(email, 'other@orbitradio.test');
    await createSignIn(user);
    expect(await screen.findByRole('button', { name: 'Claim my trial' })).toBeTruthy();
    expect(server.requestsTo('/identity/v1/identities')[0]?.body).toMatchObject({
      emailAddress: 'other@orbitradio.test',
    });
  });

  it('SIGNIN_TO_REUSE_EMAIL: no second sign-in for that email; sign in with it instead', async () => {
    renderApp({
      url: NEW_IDENTITY_URL,
      server: linkServer({
        status: {
          status: 'SUB_UNCLAIMED_EMAIL_AVAILABLE_SIGNIN_TO_REUSE_EMAIL',
          emailAddress: LINK_EMAIL,
        },
      }),
    });
    const signIn = await screen.findByRole('link', { name: `Sign in as ${LINK_EMAIL}` });
    expect(signIn.getAttribute('href')).toBe(
      `/sign-in?${new URLSearchParams({ handle: LINK_EMAIL, redirectTo: LINKING_URL })}`,
    );
    expect(screen.queryByLabelText('Password')).toBeNull();
  });

  it('speaks Canadian French', async () => {
    renderApp({
      host: 'can.localhost',
      url: `${NEW_IDENTITY_URL}&langpref=fr`,
      server: linkServer({ host: 'can.localhost' }),
    });
    expect(await screen.findByText('Créez votre identifiant')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText(/Votre essai est en cours : 73 jours restants/)).toBeTruthy(),
    );
  });
});
