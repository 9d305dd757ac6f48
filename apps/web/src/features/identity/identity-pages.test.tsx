import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  fakeIdentityGrant,
  forgetSdkState,
  serviceError,
  signUpCodeSent,
} from '../../testing/fake-identity-service.ts';
import { careError, careOk, json } from '../../testing/fake-server.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { enterHandle, identityServer, LISTENER } from './identity-pages.fixtures.ts';

beforeEach(() => forgetSdkState());

describe('sign-up page', () => {
  it('shows the password rules live and maps the server’s codes', async () => {
    const server = identityServer();
    server.on('POST /identity/v1/identities', () =>
      serviceError(400, 'PASSWORD_DISALLOWED_WORDS', { word: 'comet' }),
    );
    const app = renderApp({ url: '/sign-up', server });
    await app.heading('Create your sign-in');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email address'), 'new@orbitradio.test');
    const password = screen.getByLabelText('Password');
    await user.type(password, 'Comet-Tail-77');
    const rules = screen.getByText('Your password needs:').parentElement as HTMLElement;
    expect(within(rules).getAllByText('(done)')).toHaveLength(4);
    expect(password.getAttribute('aria-describedby')).toContain(rules.id);

    await user.click(screen.getByRole('button', { name: 'Create my sign-in' }));
    expect(await screen.findByText('Your password can’t contain the word “comet”.')).toBeDefined();
    expect(password.getAttribute('aria-invalid')).toBe('true');

    // Too many sign-ups from this address (its own budget, which asks for no check).
    server.on('POST /identity/v1/identities', () => serviceError(429, 'RATE_LIMIT_EXCEEDED'));
    await user.click(screen.getByRole('button', { name: 'Create my sign-in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('Too many tries or requests'),
    );
  });

  it('checks the rules before calling, then asks for the emailed code and signs in', async () => {
    const server = identityServer();
    server.on('POST /identity/v1/identities', () => signUpCodeSent());
    const app = renderApp({ url: '/sign-up?redirectTo=%2Faccount%2Fmanage', server });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email address'), 'new@orbitradio.test');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create my sign-in' }));
    expect(
      await screen.findByText('Your password doesn’t meet the requirements listed below.'),
    ).toBeDefined();
    expect(server.requestsTo('/identity/v1/identities')).toHaveLength(0);
    await user.clear(screen.getByLabelText('Password'));
    await user.type(screen.getByLabelText('Password'), 'Meteor-Shower-31');
    await user.click(screen.getByRole('button', { name: 'Create my sign-in' }));

    await app.heading('Enter your code');
    expect(
      screen.getByText(/We sent a 6-digit code to n\*{6}@orbitradio.test\. Enter it to finish/),
    ).toBeDefined();
    expect(screen.getByLabelText('6-digit code').getAttribute('autocomplete')).toBe(
      'one-time-code',
    );
    server.on('POST /otp/v1/redeem', () => serviceError(400, 'INVALID', { attemptsLeft: 4 }));
    await user.type(screen.getByLabelText('6-digit code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('That code isn’t right');
    server.on('POST /otp/v1/redeem', () => serviceError(410, 'EXPIRED'));
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('That code has expired'),
    );
    expect(server.requestsTo('/otp/v1/redeem')[0]?.body).toEqual({
      identityId: 'idn_pending',
      otp: '000000',
    });

    server.on('POST /otp/v1/redeem', () =>
      json({ grant: 'oog_1', grantExpiresAt: new Date().toISOString() }),
    );
    server.on('POST /identity/v1/authenticate/otp', () =>
      json(fakeIdentityGrant('new@orbitradio.test')),
    );
    await user.clear(screen.getByLabelText('6-digit code'));
    await user.type(screen.getByLabelText('6-digit code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    await waitFor(() => expect(app.location()).toBe('/account/manage'));
  });

  it('sends a new code after the wait, and lets the person change the email', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const server = identityServer();
      server.on('POST /identity/v1/identities', () => signUpCodeSent());
      const later = new Date(Date.now() + 60_000).toISOString();
      server.on('POST /otp/v1/initiate', () =>
        json({ otpOption: 'EMAIL', expiresAt: later, resendAvailableAt: later }),
      );
      const app = renderApp({ url: '/sign-up', server });
      const user = userEvent.setup();
      await user.type(await screen.findByLabelText('Email address'), 'new@orbitradio.test');
      await user.type(screen.getByLabelText('Password'), 'Meteor-Shower-31');
      await user.click(screen.getByRole('button', { name: 'Create my sign-in' }));
      await app.heading('Enter your code');
      const resend = screen.getByRole('button', { name: 'Send a new code' }) as HTMLButtonElement;
      expect(resend.disabled).toBe(true);
      vi.setSystemTime(Date.now() + 31_000);
      await waitFor(() => expect(resend.disabled).toBe(false), { timeout: 2000 });
      await user.click(resend);
      expect((await screen.findByRole('status')).textContent).toContain('We sent a new code.');
      expect(server.requestsTo('/otp/v1/initiate')[0]?.body).toEqual({
        identityId: 'idn_pending',
        otpOption: 'EMAIL',
        otpContext: 'SIGN_UP',
        language: 'en-US',
      });
      await user.click(screen.getByRole('button', { name: 'Use a different email' }));
      await app.heading('Create your sign-in');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('password recovery', () => {
  it('sends the reset email from sign-in/forgot-password and answers the same whoever asks', async () => {
    const server = identityServer();
    server.on('POST /services/account/credential-recovery/password/send-email', () =>
      careOk({ sent: true }),
    );
    const app = renderApp({ url: '/sign-in/forgot-password?redirectTo=%2Faccount%2Fpay', server });
    await app.heading('Reset your password');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Email or username'), 'someone@orbitradio.test');
    await user.click(screen.getByRole('button', { name: 'Email me a reset link' }));
    await app.heading('Check your email');
    expect(app.location()).toBe(
      '/account/credentials/reset-password-mail-confirmation?redirectTo=%2Faccount%2Fpay',
    );
    expect((await screen.findByRole('status')).textContent).toContain(
      'If an account matches what you entered',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe(
      '/sign-in?redirectTo=%2Faccount%2Fpay',
    );
    // Tracked once each: sign-in/forgot-password automatically, the account page by itself.
    const loaded = (app.analyticsTarget.appEventData ?? []).filter(
      (event) => event.event === 'page-loaded',
    );
    expect(loaded.map((event) => event.pageInfo)).toEqual([
      expect.objectContaining({ pageName: '/sign-in/forgot-password' }),
      { flowName: 'accountCredentials', componentName: 'resetPasswordMailConfirmation' },
    ]);
    expect(
      server.requestsTo('/services/account/credential-recovery/password/send-email')[0]?.body,
    ).toEqual({ username: 'someone@orbitradio.test', langPref: 'en-US' });
  });

  it('validates the key, then saves the new password', async () => {
    const server = identityServer();
    server.on('POST /services/account/credential-recovery/validate-key', () =>
      careOk({ valid: true, maskedEmail: 'l***@orbitradio.test' }),
    );
    server.on('POST /services/account/credential-recovery/update-password', () =>
      careOk({ passwordUpdated: true }),
    );
    const app = renderApp({ url: '/account/credentials/reset-password?resetKey=ork_1', server });
    expect(
      await screen.findByText('Choose a new password for l***@orbitradio.test.'),
    ).toBeDefined();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), 'Lunar-Tide-81');
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
    const heading = await app.heading('Password updated');
    expect(app.location()).toBe('/account/credentials/update-password-confirmation');
    // The heading takes focus in an effect, which may run just after the heading is found.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.getByRole('status').textContent).toContain('Your password was changed');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(
      server.requestsTo('/services/account/credential-recovery/update-password')[0]?.body,
    ).toEqual({ resetKey: 'ork_1', password: 'Lunar-Tide-81' });
  });

  it('says when the reset link has expired', async () => {
    const server = identityServer();
    server.on('POST /services/account/credential-recovery/validate-key', () =>
      careError(410, 'RESET_KEY_EXPIRED', 'error.credential.recovery.reset.key.expired'),
    );
    renderApp({ url: '/account/credentials/reset-password?resetKey=ork_old', server });
    expect((await screen.findByRole('alert')).textContent).toContain('expired');
    expect(screen.getByRole('link', { name: 'Ask for a new link' }).getAttribute('href')).toBe(
      '/account/credentials/forgot-password',
    );
  });
});

describe('magic-link landing page', () => {
  it('redeems the link once and signs in', async () => {
    const server = identityServer();
    server.on('POST /magic-link/v1/redeem/oml_1', () =>
      json({ grant: 'omg_1', grantExpiresAt: new Date().toISOString() }),
    );
    server.on('POST /identity/v1/authenticate/magic-link', () => json(fakeIdentityGrant()));
    const app = renderApp({ url: '/sign-in/magic-link?magicLinkId=oml_1', server });
    await waitFor(() => expect(app.location()).toBe('/account'));
    expect(server.requestsTo('/magic-link/v1/redeem/oml_1')).toHaveLength(1);
  });

  it('redeems it once under StrictMode, which runs a mount’s effects twice', async () => {
    const server = identityServer();
    server.on('POST /magic-link/v1/redeem/oml_3', () =>
      json({ grant: 'omg_3', grantExpiresAt: new Date().toISOString() }),
    );
    server.on('POST /identity/v1/authenticate/magic-link', () => json(fakeIdentityGrant()));
    const app = renderApp({ url: '/sign-in/magic-link?magicLinkId=oml_3', server, strict: true });
    await waitFor(() => expect(app.location()).toBe('/account'));
    expect(server.requestsTo('/magic-link/v1/redeem/oml_3')).toHaveLength(1);
    expect(server.requestsTo('/identity/v1/authenticate/magic-link')).toHaveLength(1);
  });

  it('explains an expired link', async () => {
    const server = identityServer();
    server.on('POST /magic-link/v1/redeem/oml_2', () => serviceError(410, 'MAGIC_LINK_EXPIRED'));
    renderApp({ url: '/sign-in/magic-link?magicLinkId=oml_2', server });
    expect((await screen.findByRole('alert')).textContent).toContain('has expired');
  });
});

describe('credentials page', () => {
  async function signedIn(server = identityServer()) {
    server.on('POST /identity/v1/authenticate/password', () => json(fakeIdentityGrant()));
    const app = renderApp({ url: '/sign-in?redirectTo=%2Faccount%2Fcredentials', server });
    const user = await enterHandle();
    await user.type(await screen.findByLabelText('Password'), 'Comet-Tail-42');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(app.location()).toBe('/account/credentials'));
    await screen.findByText(`Signed in as ${LISTENER}`);
    return { app, user, server };
  }

  it('offers a visitor who is not signed in the recovery options, or to sign in', async () => {
    renderApp({ url: '/account/credentials', server: identityServer() });
    const link = await screen.findByRole('link', { name: 'Sign in' });
    expect(link.getAttribute('href')).toBe('/sign-in?redirectTo=%2Faccount%2Fcredentials');
    for (const name of ['Forgot password', 'Forgot username', 'Verify your account']) {
      expect(screen.getByRole('link', { name })).toBeDefined();
    }
  });

  it('keeps the management page for a signed-in customer, with the recovery that still helps', async () => {
    await signedIn();
    expect(screen.getByRole('region', { name: 'Password' })).toBeDefined();
    const help = screen.getByRole('region', { name: 'Need help?' });
    expect(within(help).getByRole('link', { name: 'Forgot password' }).getAttribute('href')).toBe(
      '/account/credentials/forgot-password',
    );
    expect(within(help).getByRole('link', { name: 'Verify your account' })).toBeDefined();
    expect(within(help).queryByRole('link', { name: 'Forgot username' })).toBeNull();
  });

  it('changes the password with the current one, and says when that is wrong', async () => {
    const { user, server } = await signedIn();
    server.on('POST /identitygroups/v1/change-password', () =>
      serviceError(400, 'INVALID_CREDENTIALS'),
    );
    const section = screen.getByRole('region', { name: 'Password' });
    await user.type(within(section).getByLabelText('New password'), 'Lunar-Tide-81');
    await user.type(within(section).getByLabelText('Current password'), 'nope');
    await user.click(within(section).getByRole('button', { name: 'Change password' }));
    expect(await within(section).findByText('Your current password isn’t right.')).toBeDefined();
    expect(server.requestsTo('/identitygroups/v1/change-password')[0]?.body).toEqual({
      newPassword: 'Lunar-Tide-81',
      currentPassword: 'nope',
    });
  });

  it('maps HANDLE_ALREADY_IN_USE on the email change', async () => {
    const { user, server } = await signedIn();
    server.on('POST /identitygroups/v1/change-handle', () =>
      serviceError(409, 'HANDLE_ALREADY_IN_USE'),
    );
    const section = screen.getByRole('region', { name: 'Email address' });
    await user.type(within(section).getByLabelText('New email address'), 'taken@orbitradio.test');
    await user.type(within(section).getByLabelText('Current password'), 'Comet-Tail-42');
    await user.click(within(section).getByRole('button', { name: 'Change email' }));
    expect(await within(section).findByText(/can’t be used. Try another one/)).toBeDefined();
  });

  it('deletes the sign-in after the confirm dialog', async () => {
    const { user, server } = await signedIn();
    server.on('DELETE /orchestration/v1/identities', () =>
      json({ deleted: true, revokedSessions: 1 }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete my sign-in' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your sign-in?' });
    await user.type(within(dialog).getByLabelText('Current password'), 'Comet-Tail-42');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, delete it' }));
    expect(await screen.findByText('Your sign-in was deleted.')).toBeDefined();
    expect(server.requestsTo('/orchestration/v1/identities')[0]?.body).toEqual({
      currentPassword: 'Comet-Tail-42',
    });
  });

  it('signs out everywhere', async () => {
    const { app, user, server } = await signedIn();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(app.location()).toBe('/sign-in'));
    expect(server.requestsTo('/session/v1/sessions/revoke/all')).toHaveLength(1);
  });
});
