import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { withFakeSdkServices } from '../../../testing/fake-identity-service.ts';
import { careOk, createFakeServer, json } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const SEND_EMAIL = '/services/account/credential-recovery/password/send-email';
const SEND_TEXT = '/services/account/credential-recovery/password/send-text';
const SEND_USERNAME = '/services/account/credential-recovery/username/send-email';

function recoveryServer(origin?: string) {
  const server = withFakeSdkServices(createFakeServer(), origin);
  for (const path of [SEND_EMAIL, SEND_TEXT, SEND_USERNAME]) {
    server.on(`POST ${path}`, () => careOk({ sent: true }));
  }
  return server;
}

function refusal(status: number, errorCode: string, fieldErrors: object[] = []) {
  return json(
    {
      error: { errorType: 'BUSINESS', errorCode, errorPropKey: `error.${errorCode}`, fieldErrors },
    },
    status,
  );
}

type App = ReturnType<typeof renderApp>;

function pagesLoaded(app: App) {
  return (app.analyticsTarget.appEventData ?? [])
    .filter((event) => event.event === 'page-loaded')
    .map((event) => (event.pageInfo as { componentName?: string } | undefined)?.componentName);
}

function userErrors(app: App) {
  return (app.analyticsTarget.digitalData?.errorInfo.frontEndError ?? []).map((error) => [
    error.errorName,
    error.errorCode,
  ]);
}

const CANADA = 'https://care.orbitradio.ca';

/** Forgot password on the Canadian site, switched to French with the header's toggle. */
async function forgotPasswordInFrench(server: ReturnType<typeof recoveryServer>) {
  const app = renderApp({
    url: '/account/credentials/forgot-password',
    host: new URL(CANADA).host,
    server,
  });
  await app.heading('Reset your password');
  const user = userEvent.setup();
  await user.click(within(screen.getByRole('banner')).getByRole('button', { name: /français/i }));
  await app.heading('Réinitialiser votre mot de passe');
  return { app, user };
}

/** The error text shown with a field, read through its `aria-describedby`. */
function describedBy(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('credential recovery', { timeout: 30_000 }, () => {
  it('goes from the chooser to forgot password by email, then the confirmation', async () => {
    const server = recoveryServer();
    const app = renderApp({ url: '/account/credentials', server });
    await app.heading('Sign-in details');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Forgot password' }));
    await app.heading('Reset your password');
    expect(app.location()).toBe('/account/credentials/forgot-password');

    // Nothing typed: the error sits on the field, which takes focus; no call is made.
    await user.click(screen.getByRole('button', { name: 'Email me a reset link' }));
    const handle = screen.getByLabelText('Email or username');
    expect(handle.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(handle)).toContain('Enter your email address or username.');
    await waitFor(() => expect(document.activeElement).toBe(handle));
    expect(server.requestsTo(SEND_EMAIL)).toHaveLength(0);
    expect(userErrors(app)).toContainEqual(['forgotPassword.handle', 'REQUIRED']);

    await user.type(handle, 'listener@orbitradio.test');
    expect(screen.getByRole('radio', { name: 'By email' })).toHaveProperty('checked', true);
    await user.keyboard('{Enter}');
    const heading = await app.heading('Check your email');
    expect(document.activeElement).toBe(heading);
    expect(app.location()).toBe('/account/credentials/reset-password-mail-confirmation');
    expect(screen.getByRole('status').textContent).toContain(
      'If an account matches what you entered, we’ve sent a link to reset your password to the email address on file.',
    );
    expect(server.requestsTo(SEND_EMAIL)[0]?.body).toEqual({
      username: 'listener@orbitradio.test',
      langPref: 'en-US',
    });
    expect(pagesLoaded(app)).toEqual(
      expect.arrayContaining([
        'recoveryChooser',
        'forgotPassword',
        'resetPasswordMailConfirmation',
      ]),
    );
  });

  it('sends the link by text to the mobile number typed, checked by the phone rule', async () => {
    const server = recoveryServer();
    const app = renderApp({ url: '/account/credentials/forgot-password', server });
    await app.heading('Reset your password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email or username'), 'orbitfan77');
    await user.click(screen.getByRole('radio', { name: 'By text message' }));
    const phone = screen.getByLabelText('Mobile number on file');
    await user.type(phone, '212-555');
    await user.click(screen.getByRole('button', { name: 'Text me a reset link' }));
    expect(describedBy(phone)).toContain('Enter a 10-digit mobile number');
    expect(phone.getAttribute('aria-invalid')).toBe('true');
    expect(server.requestsTo(SEND_TEXT)).toHaveLength(0);

    await user.clear(phone);
    await user.type(phone, '212-555-0142');
    await user.click(screen.getByRole('button', { name: 'Text me a reset link' }));
    await app.heading('Check your phone');
    expect(app.location()).toBe('/account/credentials/reset-password-text-confirmation');
    expect(screen.getByRole('status').textContent).toContain(
      'If an account matches what you entered, we’ve texted a link to reset your password to the mobile number ending in 0142.',
    );
    expect(server.requestsTo(SEND_TEXT)[0]?.body).toEqual({
      phoneNo: '2125550142',
      username: 'orbitfan77',
      langPref: 'en-US',
    });
    expect(server.requestsTo(SEND_EMAIL)).toHaveLength(0);
  });

  it('shows account-not-found for an entry no sign-in can have, without asking the server', async () => {
    const server = recoveryServer();
    const app = renderApp({ url: '/account/credentials/forgot-password', server });
    await app.heading('Reset your password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email or username'), 'bob!');
    await user.click(screen.getByRole('button', { name: 'Email me a reset link' }));
    await app.heading('We can’t find that account');
    expect(app.location()).toBe('/account/credentials/account-not-found');
    expect(screen.getByText(/call us at 1-866-555-0100/)).toBeDefined();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      '/account/credentials/forgot-password',
    );
    expect(server.requestsTo(SEND_EMAIL)).toHaveLength(0);
  });

  it('says to wait when the server refuses more sends, and puts a refused number on its field', async () => {
    const server = recoveryServer();
    server.on(`POST ${SEND_EMAIL}`, () => refusal(429, 'RATE_LIMIT_EXCEEDED'));
    server.on(`POST ${SEND_TEXT}`, () => refusal(400, 'INVALID_PHONE_NUMBER'));
    const app = renderApp({ url: '/account/credentials/forgot-password', server });
    await app.heading('Reset your password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email or username'), 'listener@orbitradio.test');
    await user.click(screen.getByRole('button', { name: 'Email me a reset link' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Wait a few minutes');
    expect(app.location()).toBe('/account/credentials/forgot-password');

    await user.click(screen.getByRole('radio', { name: 'By text message' }));
    await user.type(screen.getByLabelText('Mobile number on file'), '2125550142');
    await user.click(screen.getByRole('button', { name: 'Text me a reset link' }));
    const phone = screen.getByLabelText('Mobile number on file');
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(describedBy(phone)).toContain('Enter a 10-digit mobile number');
  });

  it('says to try again in a moment when the server cannot send now, in French too', async () => {
    const server = recoveryServer(CANADA);
    server.on(`POST ${SEND_EMAIL}`, () => refusal(503, 'SERVICE_UNAVAILABLE'));
    const { app, user } = await forgotPasswordInFrench(server);
    await user.type(
      screen.getByLabelText('Courriel ou nom d’utilisateur'),
      'auditeur@orbitradio.test',
    );
    await user.click(screen.getByRole('button', { name: 'M’envoyer un lien de réinitialisation' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Nous ne pouvons pas traiter votre demande pour le moment. Veuillez réessayer dans un instant.',
    );
    expect(app.location()).toBe('/account/credentials/forgot-password');
  });

  it('sends the username reminder after checking last name and email', async () => {
    const server = recoveryServer();
    const app = renderApp({ url: '/account/credentials', server });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Forgot username' }));
    await app.heading('Forgot your username?');

    await user.type(screen.getByLabelText('Email address'), 'owner@');
    await user.click(screen.getByRole('button', { name: 'Email my username' }));
    const lastName = screen.getByLabelText('Last name');
    expect(describedBy(lastName)).toContain('Enter your last name.');
    expect(describedBy(screen.getByLabelText('Email address'))).toContain(
      'Enter a valid email address',
    );
    await waitFor(() => expect(document.activeElement).toBe(lastName));
    expect(userErrors(app)).toEqual(
      expect.arrayContaining([
        ['forgotUsername.lastName', 'REQUIRED'],
        ['forgotUsername.email', 'INVALID'],
      ]),
    );
    expect(server.requestsTo(SEND_USERNAME)).toHaveLength(0);

    await user.type(lastName, 'Rivera');
    await user.type(screen.getByLabelText('Email address'), 'orbitradio.test');
    await user.click(screen.getByRole('button', { name: 'Email my username' }));
    await app.heading('Check your email');
    expect(app.location()).toBe('/account/credentials/forgot-username-mail-sent-confirmation');
    expect(screen.getByRole('status').textContent).toBe(
      'If an account matches what you entered, we’ve emailed your username to that address.',
    );
    expect(server.requestsTo(SEND_USERNAME)[0]?.body).toEqual({
      email: 'owner@orbitradio.test',
      langPref: 'en-US',
    });
  });

  it('sends the old choose-account page to forgot password', async () => {
    const app = renderApp({ url: '/account/credentials/multiple-page', server: recoveryServer() });
    await app.heading('Reset your password');
    expect(app.location()).toBe('/account/credentials/forgot-password');
  });

  it('speaks Canadian French after the language toggle, rules included', async () => {
    const server = recoveryServer(CANADA);
    const { app, user } = await forgotPasswordInFrench(server);
    await user.click(screen.getByRole('radio', { name: 'Par texto' }));
    await user.click(screen.getByRole('button', { name: 'M’envoyer un lien par texto' }));
    expect(describedBy(screen.getByLabelText('Numéro de cellulaire au dossier'))).toContain(
      'Inscrivez le numéro de cellulaire au dossier.',
    );
    await user.type(
      screen.getByLabelText('Courriel ou nom d’utilisateur'),
      'auditrice@orbitradio.test',
    );
    await user.type(screen.getByLabelText('Numéro de cellulaire au dossier'), '514-555-0142');
    await user.click(screen.getByRole('button', { name: 'M’envoyer un lien par texto' }));
    await app.heading('Consultez votre téléphone');
    expect(server.requestsTo(SEND_TEXT)[0]?.body).toMatchObject({ langPref: 'fr-CA' });
  });
});
