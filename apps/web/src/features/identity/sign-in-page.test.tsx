import { screen, waitFor, within } from '@testing-library/react';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { beforeEach, describe, expect, it } from 'vitest';
import type { HumanCheckSolver } from '../../shared/human-check/solve-in-workers.ts';
import { HumanCheckSolverContext } from '../../shared/human-check/solver-context.ts';
import { cheapHumanCheck } from '../../testing/cheap-human-check.ts';
import {
  fakeIdentityGrant,
  forgetSdkState,
  serviceError,
} from '../../testing/fake-identity-service.ts';
import { json } from '../../testing/fake-server.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { solveHere } from '../../testing/solve-here.ts';
import { enterHandle, identityServer, LISTENER } from './identity-pages.fixtures.ts';

beforeEach(() => forgetSdkState());

describe('sign-in page', () => {
  it('asks for the handle, then the password, then goes to redirectTo', async () => {
    const server = identityServer();
    server.on('POST /identity/v1/authenticate/password', ({ body }) => {
      expect(body).toEqual({ handle: LISTENER, password: 'Comet-Tail-42' });
      return json(fakeIdentityGrant());
    });
    const app = renderApp({ url: '/sign-in?redirectTo=%2Faccount%2Fmanage', server });
    await app.heading('Sign in');
    const user = await enterHandle();
    expect(await screen.findByText(`Signing in as ${LISTENER}`)).toBeDefined();
    const password = await screen.findByLabelText('Password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    await user.type(password, 'Comet-Tail-42');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.location()).toBe('/account/manage'));
    expect(server.requestsTo('/session/v1/sessions/authenticated')).toHaveLength(1);
  });

  it('ignores a redirectTo that leaves the site', async () => {
    const server = identityServer();
    server.on('POST /identity/v1/authenticate/password', () => json(fakeIdentityGrant()));
    const app = renderApp({ url: '/sign-in?redirectTo=https%3A%2F%2Fevil.test', server });
    const user = await enterHandle();
    await user.type(await screen.findByLabelText('Password'), 'Comet-Tail-42');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.location()).toBe('/account'));
  });

  it('says the details do not match, and how long to wait after a wrong password', async () => {
    const server = identityServer();
    server.on('POST /identity/v1/authenticate/password', () =>
      serviceError(400, 'INVALID_CREDENTIALS'),
    );
    renderApp({ url: '/sign-in', server });
    const user = await enterHandle();
    await user.type(await screen.findByLabelText('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('doesn’t match our records');

    server.on('POST /identity/v1/authenticate/password', () =>
      serviceError(429, 'SIGN_IN_DELAYED', { retryAfterSeconds: 4 }),
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('wait 4 seconds'));
    expect(server.requestsTo('/session/v1/sessions/authenticated')).toHaveLength(0);
  });

  it('solves the human check the server asks for and sends the password again with it', async () => {
    const server = identityServer();
    const humanCheck = await cheapHumanCheck();
    const bodies: unknown[] = [];
    server.on('POST /identity/v1/authenticate/password', ({ body }) => {
      bodies.push(body);
      return bodies.length === 1
        ? serviceError(428, 'CAPTCHA_REQUIRED', { humanCheck })
        : json(fakeIdentityGrant());
    });
    const app = renderApp({
      url: '/sign-in',
      server,
      wrap: (tree) => (
        <HumanCheckSolverContext.Provider value={solveHere}>
          {tree}
        </HumanCheckSolverContext.Provider>
      ),
    });
    const user = await enterHandle();
    await user.type(await screen.findByLabelText('Password'), 'Comet-Tail-42');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.location()).toBe('/account'));
    const solution = await solveChallenge({ challenge: humanCheck, deriveKey });
    expect(bodies).toEqual([
      { handle: LISTENER, password: 'Comet-Tail-42' },
      {
        handle: LISTENER,
        password: 'Comet-Tail-42',
        humanCheck: {
          token: humanCheck.token,
          answer: `${solution?.counter}.${solution?.derivedKey}`,
        },
      },
    ]);
  });

  it('shows the check it is solving, in a live region', async () => {
    const server = identityServer();
    const humanCheck = await cheapHumanCheck();
    server.on('POST /identity/v1/authenticate/password', () =>
      serviceError(428, 'CAPTCHA_REQUIRED', { humanCheck }),
    );
    const never: HumanCheckSolver = () => new Promise(() => {});
    renderApp({
      url: '/sign-in',
      server,
      wrap: (tree) => (
        <HumanCheckSolverContext.Provider value={never}>{tree}</HumanCheckSolverContext.Provider>
      ),
    });
    const user = await enterHandle();
    await user.type(await screen.findByLabelText('Password'), 'Comet-Tail-42');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const region = await screen.findByRole('region', { name: 'Security check' });
    expect(within(region).getByRole('status').textContent).toBe('Checking that you’re a person…');
    expect(server.requestsTo('/identity/v1/authenticate/password')).toHaveLength(1);
  });

  it('takes a pasted passcode (AwaitingOTP), shows errors and the resend countdown', async () => {
    const server = identityServer();
    const later = new Date(Date.now() + 30_000).toISOString();
    server.on('POST /identity/v1/sign-in/start', () =>
      json({
        state: 'AwaitingOTP',
        identityId: 'idn_2',
        loginInfo: {
          identityId: 'idn_2',
          contactOptions: [{ type: 'EMAIL', maskedValue: 'p***@orbitradio.test' }],
          hasPassword: false,
          hasPasskey: false,
        },
        methods: ['email'],
        otp: { otpOption: 'EMAIL', expiresAt: later, resendAvailableAt: later },
      }),
    );
    server.on('POST /otp/v1/redeem', () => serviceError(400, 'INVALID'));
    const app = renderApp({ url: '/sign-in', server });
    const user = await enterHandle('passwordless@orbitradio.test');
    await app.heading('Enter your code');
    expect(screen.getByText(/we sent a 6-digit code to p\*\*\*@orbitradio.test/)).toBeDefined();
    const input = screen.getByLabelText('6-digit code');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(
      (screen.getByRole('button', { name: 'Send a new code' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    expect(screen.getByText(/You can ask for a new code in \d+ seconds/)).toBeDefined();

    await user.click(input);
    await user.paste('123 456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('That code isn’t right');
    expect(server.requestsTo('/otp/v1/redeem')[0]?.body).toEqual({
      identityId: 'idn_2',
      otp: '123456',
    });

    server.on('POST /otp/v1/redeem', () =>
      json({ grant: 'oog_1', grantExpiresAt: new Date().toISOString() }),
    );
    server.on('POST /identity/v1/authenticate/otp', () => json(fakeIdentityGrant()));
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(app.location()).toBe('/account'));
  });

  it('answers a human check before a code when the address has had its share', async () => {
    const server = identityServer();
    const humanCheck = await cheapHumanCheck();
    const now = new Date().toISOString();
    const bodies: Array<Record<string, unknown>> = [];
    server.on('POST /otp/v1/initiate', ({ body }) => {
      bodies.push(body as Record<string, unknown>);
      return bodies.length === 1
        ? serviceError(428, 'CAPTCHA_REQUIRED', { humanCheck })
        : json({ otpOption: 'EMAIL', expiresAt: now, resendAvailableAt: now });
    });
    renderApp({
      url: '/sign-in',
      server,
      wrap: (tree) => (
        <HumanCheckSolverContext.Provider value={solveHere}>
          {tree}
        </HumanCheckSolverContext.Provider>
      ),
    });
    const user = await enterHandle();
    await user.click(await screen.findByRole('button', { name: /Email me a code/ }));
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeDefined();
    expect(bodies).toHaveLength(2);
    expect(bodies[0]?.humanCheck).toBeUndefined();
    expect(bodies[1]?.humanCheck).toMatchObject({ token: humanCheck.token });
  });

  it('sends a code or a link on request', async () => {
    const server = identityServer();
    const now = new Date().toISOString();
    server.on('POST /otp/v1/initiate', () =>
      json({ otpOption: 'EMAIL', expiresAt: now, resendAvailableAt: now }),
    );
    server.on('POST /magic-link/v1/request', () => json({ accepted: true }, 202));
    renderApp({ url: '/sign-in', server });
    const user = await enterHandle();
    await user.click(await screen.findByRole('button', { name: 'Email me a sign-in link' }));
    expect((await screen.findByRole('status')).textContent).toContain('we sent it a link');
    expect(server.requestsTo('/magic-link/v1/request')[0]?.body).toEqual({
      emailAddress: LISTENER,
      language: 'en-US',
    });
    await user.click(screen.getByRole('button', { name: 'Use a different email or username' }));
    await enterHandle();
    await user.click(
      await screen.findByRole('button', { name: /Email me a code at l\*+@orbitradio.test/ }),
    );
    expect(await screen.findByLabelText('6-digit code')).toBeDefined();
    expect(
      (screen.getByRole('button', { name: 'Send a new code' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('renders at account/login when the account-centre flag is off', async () => {
    const app = renderApp({ url: '/account/login', server: identityServer() });
    await app.heading('Sign in');
    expect(await screen.findByLabelText('Email or username')).toBeDefined();
  });

  it('speaks Canadian French', async () => {
    const app = renderApp({
      url: '/sign-in?langpref=fr',
      host: 'care.orbitradio.ca',
      server: identityServer(),
    });
    await app.heading('Ouvrir une session');
    expect(await screen.findByLabelText('Courriel ou nom d’utilisateur')).toBeDefined();
  });
});
