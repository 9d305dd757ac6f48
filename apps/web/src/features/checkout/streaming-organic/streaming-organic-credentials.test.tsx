import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careOk } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  careFailure,
  ENTRY,
  emailAlreadyStreams,
  ORGANIC,
  streamingServer,
} from '../testing/streaming-fakes.ts';
import { fillCredentials, throughOffer } from '../testing/streaming-steps.ts';

async function atCredentials(server = streamingServer()) {
  const app = renderApp({ url: ENTRY, server });
  const user = userEvent.setup();
  await throughOffer(user);
  return { app, user, server };
}

describe('credentials step', { timeout: 20_000 }, () => {
  it('is step 1 of 3, its heading takes focus, and the plan is recalled', async () => {
    const { app } = await atCredentials();
    expect(app.location()).toBe(`${ORGANIC}/creds?programcode=USTPSRTP3MOFREE`);
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 3' })).toBeDefined();
    const heading = screen.getByRole('heading', { level: 1, name: 'Create your account' });
    expect(document.activeElement).toBe(heading);
    expect(screen.getByRole('complementary', { name: 'Platinum' })).toBeDefined();
  });

  it('says what is missing, tracks it as user errors, and calls nothing', async () => {
    const { app, user, server } = await atCredentials();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Enter your email address.')).toBeDefined();
    expect(screen.getByText('Enter a password.')).toBeDefined();
    const email = screen.getByLabelText('Email address');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(email);
    expect(server.requestsTo('/services/validate/password')).toHaveLength(0);
    const userErrors = app.analyticsTarget.digitalData?.errorInfo.frontEndError ?? [];
    expect(userErrors.map((error) => [error.errorType, error.errorName, error.errorCode])).toEqual([
      ['USER', 'credentialsstep.email', 'REQUIRED'],
      ['USER', 'credentialsstep.password', 'INVALID'],
    ]);

    await user.type(email, 'not-an-email');
    await user.type(screen.getByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText('Enter a valid email address, like name@example.com.'),
    ).toBeDefined();
    expect(
      screen.getByText('Your password doesn’t meet the requirements listed below it.'),
    ).toBeDefined();
  });

  it('names the reserved word the server found when the password loses focus', async () => {
    const server = streamingServer();
    server.on('POST /services/validate/password', () =>
      careOk({
        valid: false,
        validationErrorKey: 'validation.password.new.dictionaryWords',
        validationErrorFailedWord: 'comet',
        validationErrorCode: 'PASSWORD_DISALLOWED_WORDS',
        errorPropKey: 'error.purchase.service.invalid.password',
      }),
    );
    const { user } = await atCredentials(server);
    await fillCredentials(user, 'Comet-Tail-77');
    await user.tab();
    expect(await screen.findByText('Your password cannot include the word “comet”.')).toBeDefined();
    expect(server.requestsTo('/services/validate/password')[0]?.body).toEqual({
      value: 'Comet-Tail-77',
      email: 'new.listener@orbitradio.test',
    });
  });

  it('shows the subscriptions an email already has, with a Listen link', async () => {
    const server = emailAlreadyStreams(streamingServer());
    const { user, app } = await atCredentials(server);
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const dialog = await screen.findByRole('dialog', { name: 'We found your subscription' });
    expect(within(dialog).getByText('n******@orbitradio.test')).toBeDefined();
    expect(within(dialog).getByText('Platinum')).toBeDefined();
    expect(
      within(dialog).getByRole('link', { name: 'Listen with Platinum' }).getAttribute('href'),
    ).toBe('https://listen.orbitradio.com/app');
    expect(server.requestsTo('/services/validate/customer-info')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Use a different email' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(app.location()).toBe(`${ORGANIC}/creds?programcode=USTPSRTP3MOFREE`);
  });

  it('says when the email is already a username', async () => {
    const server = streamingServer();
    server.on('POST /services/validate/customer-info', () =>
      careOk({ emailValidation: { valid: true }, usernameValidation: { valid: false } }),
    );
    const { user } = await atCredentials(server);
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      await screen.findByText(/This email address is already used as a username/),
    ).toBeDefined();
    expect(server.requestsTo('/services/validate/customer-info')[0]?.body).toEqual({
      email: { email: 'new.listener@orbitradio.test', streaming: true },
      username: { userName: 'new.listener@orbitradio.test', reuseUserName: true },
    });
  });

  it('submits with the Enter key and reloads the offers for the customer', async () => {
    const { user, app, server } = await atCredentials();
    await fillCredentials(user);
    await user.keyboard('{Enter}');
    await app.heading('Now let’s set up your payment');
    expect(server.requestsTo('/services/offers/customer')[0]?.body).toEqual({
      streaming: true,
      locale: 'en-US',
      programCode: 'USTPSRTP3MOFREE',
      email: 'new.listener@orbitradio.test',
    });
    expect(app.analyticsTarget.digitalData?.customerInfo).toMatchObject({
      customerType: 'NEW_ACCOUNT',
      language: 'en-US',
    });
  });

  it('shows a system error line when a check cannot be made', async () => {
    const server = streamingServer();
    server.on('POST /services/identity/customer/email', () => careOk(undefined, 500));
    const { user } = await atCredentials(server);
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Something went wrong');
  });
});

describe('auto-process-creds', { timeout: 20_000 }, () => {
  it('opens the credentials with the email of the link, then joins the flow at payment', async () => {
    const server = streamingServer();
    const app = renderApp({
      url: `${ORGANIC}/auto-process-creds?programcode=USTPSRTP3MOFREE&email=prospect%40orbitradio.test`,
      server,
    });
    await app.heading('Create your account');
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe(
      'prospect@orbitradio.test',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password'), 'Lunar-Tide-81');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Now let’s set up your payment');
    expect(app.location()).toBe(
      `${ORGANIC}/payment-int?programcode=USTPSRTP3MOFREE&email=prospect%40orbitradio.test`,
    );
    expect(server.requestsTo('/services/offers/customer').length).toBeGreaterThan(0);
  });

  const PROSPECT_TOKEN = '/services/account/token/streaming';
  const emailField = () => screen.getByLabelText('Email address') as HTMLInputElement;

  it("prefills the email of a prospect token, and keeps the token's program code", async () => {
    const server = streamingServer();
    server.on(`POST ${PROSPECT_TOKEN}`, () =>
      careOk({ email: 'prospect@orbitradio.test', programCode: 'USTPSRTP3MOFREE' }),
    );
    const app = renderApp({ url: `${ORGANIC}/auto-process-creds?tkn=oet1.abc.def`, server });
    await app.heading('Create your account');
    expect(emailField().value).toBe('prospect@orbitradio.test');
    expect(server.requestsTo(PROSPECT_TOKEN)[0]?.body).toEqual({
      token: 'oet1.abc.def',
      tokenType: 'PROSPECT_USERNAME',
    });
    // The URL had no program code: the token's now carries the flow's later steps.
    expect(app.location()).toBe(
      `${ORGANIC}/auto-process-creds?tkn=oet1.abc.def&programcode=USTPSRTP3MOFREE`,
    );
    expect(server.requestsTo('/services/offers/customer')[0]?.body).toMatchObject({
      programCode: 'USTPSRTP3MOFREE',
      email: 'prospect@orbitradio.test',
    });
  });

  it("reads a win-back token in cnatkn, the link's own program code and the token's email first", async () => {
    const server = streamingServer();
    server.on(`POST ${PROSPECT_TOKEN}`, () =>
      careOk({ email: 'winback@orbitradio.test', programCode: 'MS3MOFREE' }),
    );
    const url = `${ORGANIC}/auto-process-creds?programcode=USTPSRTP3MOFREE&cnatkn=oet1.w.b&email=other%40orbitradio.test`;
    const app = renderApp({ url, server });
    await app.heading('Create your account');
    expect(emailField().value).toBe('winback@orbitradio.test');
    expect(server.requestsTo(PROSPECT_TOKEN)[0]?.body).toEqual({
      token: 'oet1.w.b',
      tokenType: 'STREAMING_WINBACK',
    });
    expect(app.location()).toBe(url);
  });

  it('opens the empty credentials form when the server refuses the token', async () => {
    const server = streamingServer();
    server.on(`POST ${PROSPECT_TOKEN}`, () =>
      careFailure(400, 'INVALID_TOKEN', 'error.code.invalid.token'),
    );
    const app = renderApp({
      url: `${ORGANIC}/auto-process-creds?programcode=USTPSRTP3MOFREE&tkn=forged`,
      server,
    });
    await app.heading('Create your account');
    expect(emailField().value).toBe('');
    expect(server.requestsTo(PROSPECT_TOKEN)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    const user = userEvent.setup();
    await fillCredentials(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Now let’s set up your payment');
  });

  it('falls back to the email parameter when the token is refused', async () => {
    const server = streamingServer();
    server.on(`POST ${PROSPECT_TOKEN}`, () =>
      careFailure(400, 'INVALID_TOKEN', 'error.code.invalid.token'),
    );
    const app = renderApp({
      url: `${ORGANIC}/auto-process-creds?programcode=USTPSRTP3MOFREE&tkn=forged&email=prospect%40orbitradio.test`,
      server,
    });
    await app.heading('Create your account');
    expect(emailField().value).toBe('prospect@orbitradio.test');
  });
});
