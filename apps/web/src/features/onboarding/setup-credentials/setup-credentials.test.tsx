import {
  ONBOARDING_PAGE_BY_REASON,
  ONBOARDING_ROUTING_REASONS,
  type OnboardingRoutingReason,
} from '@orbit/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careError } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  CASEY,
  matchesOf,
  onboardingMatch,
  onboardingServer,
} from '../testing/onboarding-fakes.ts';

const SETUP = '/onboarding/setup-credentials';
type User = ReturnType<typeof userEvent.setup>;

async function findByFlepz(user: User, details = CASEY) {
  await user.type(screen.getByLabelText('First name'), details.firstName);
  await user.type(screen.getByLabelText('Last name'), details.lastName);
  await user.type(screen.getByLabelText('Email'), details.email);
  await user.type(screen.getByLabelText(/Phone number/), details.phoneNumber);
  await user.type(screen.getByLabelText('ZIP code'), details.zipCode);
  await user.click(screen.getByRole('button', { name: 'Find my account' }));
}

/** base64 of the details' JSON, as a `lookup?flepz=` link carries them. */
function flepzParam(details: object): string {
  const bytes = new TextEncoder().encode(JSON.stringify(details));
  return btoa(String.fromCharCode(...bytes));
}

/** Each ineligible (or existing) reason's page heading. */
const REASON_HEADINGS: Record<Exclude<OnboardingRoutingReason, 'credentialSetup'>, string> = {
  NoAudio: 'This subscription doesn’t include streaming',
  InActive: 'This subscription isn’t active',
  paymentissues: 'Your account has a balance to pay first',
  nonconsumer: 'This account can’t be set up online',
  trialwithinlasttrialdate: 'You had a streaming trial recently',
  maxlifetimetrials: 'You’ve had every streaming trial we offer',
  insufficientpackage: 'Your plan doesn’t include streaming',
  expiredaatrial: 'The trial that came with your car has ended',
  existingCredentials: 'You already have a streaming sign-in',
};

describe('onboarding setup-credentials (flows §8.5)', { timeout: 30_000 }, () => {
  it('finds one match by FLEPZ, sets its credentials up and confirms them', async () => {
    const { server, calls } = onboardingServer();
    const app = renderApp({ url: '/onboarding', server });
    const user = userEvent.setup();
    await app.heading('Set up streaming with your subscription');
    expect(app.location()).toBe(SETUP);
    await findByFlepz(user);
    await app.heading('Create your streaming sign-in');
    expect(app.location()).toBe('/onboarding/credential-setup');
    expect(calls.streamingFlepz.mock.calls[0]?.[0]).toMatchObject({ ...CASEY, locale: 'en-US' });
    expect(screen.getByText('ending in 0091')).toBeDefined();
    expect(screen.getByText('2024 Lumen Arc')).toBeDefined();

    await user.type(screen.getByLabelText('Email'), 'casey.setup@orbitradio.test');
    await user.click(screen.getByRole('checkbox', { name: 'Use this email for my account too' }));
    await user.type(screen.getByLabelText('Create a password'), 'Streaming#2026');
    await user.click(screen.getByRole('button', { name: 'Create my sign-in' }));
    await app.heading('Your streaming sign-in is ready');
    expect(app.location()).toBe('/onboarding/setup-login-confirmation');
    expect(calls.updateStreaming.mock.calls[0]?.[0]).toEqual({
      matchRef: 'omr_0091',
      username: 'casey.setup@orbitradio.test',
      email: 'casey.setup@orbitradio.test',
      password: 'Streaming#2026',
      synchronizeAccountEmail: true,
    });
    expect(screen.getByText(/Sign in with c\*\*\*\*@orbitradio.test/)).toBeDefined();
    expect(screen.getByText('Your account’s email is now this one too.')).toBeDefined();

    await user.click(screen.getByRole('link', { name: 'Manage my account online' }));
    await app.heading('Manage your account online');
    expect(screen.getByRole('link', { name: 'Sign in to my account' }).getAttribute('href')).toBe(
      '/sign-in?redirectTo=%2Faccount',
    );
  });

  it('sends no match to no-match, and on to the radio id lookup', async () => {
    const { server, calls } = onboardingServer({ matches: matchesOf() });
    const app = renderApp({ url: SETUP, server });
    const user = userEvent.setup();
    await app.heading('Set up streaming with your subscription');
    await findByFlepz(user, { ...CASEY, firstName: 'Nobody', lastName: 'Here' });
    await app.heading('We couldn’t find your account');
    expect(app.location()).toBe('/onboarding/no-match');
    await user.click(screen.getByRole('link', { name: 'Look up with my radio ID' }));
    await app.heading('Set up streaming with your subscription');
    expect(app.location()).toBe('/onboarding/radio-id-lookup');
    expect(screen.getByRole('tab', { name: 'Radio ID' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.type(screen.getByRole('textbox', { name: 'Radio ID' }), 'ORBF0091');
    await user.click(screen.getByRole('button', { name: 'Find my radio' }));
    await waitFor(() => expect(calls.streamingDevice).toHaveBeenCalled());
    expect(calls.streamingDevice.mock.calls[0]?.[0]).toMatchObject({
      radioId: 'ORBF0091',
      locale: 'en-US',
    });
  });

  it.each(
    Object.entries(REASON_HEADINGS) as [
      Exclude<OnboardingRoutingReason, 'credentialSetup'>,
      string,
    ][],
  )('routes a single %s match to its page', async (reason, heading) => {
    const { server } = onboardingServer({
      matches: matchesOf(
        onboardingMatch({
          reason,
          maskedUsername: reason === 'existingCredentials' ? 'e****@orbitradio.test' : null,
        }),
      ),
    });
    const app = renderApp({ url: SETUP, server });
    const user = userEvent.setup();
    await app.heading('Set up streaming with your subscription');
    await findByFlepz(user);
    await app.heading(heading);
    expect(app.location()).toBe(`/onboarding/${ONBOARDING_PAGE_BY_REASON[reason]}`);
    // Every refusal names the care line and a way back to another lookup.
    expect(screen.getByRole('link', { name: '1-866-555-0100' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Look up another account' })).toBeDefined();
  });

  it('covers every routing reason of the contract', () => {
    expect(
      ONBOARDING_ROUTING_REASONS.filter((reason) => reason !== 'credentialSetup').sort(),
    ).toEqual(Object.keys(REASON_HEADINGS).sort());
  });

  it('lets the customer choose among several matches, then routes the one chosen', async () => {
    const { server } = onboardingServer({
      matches: matchesOf(
        onboardingMatch({ matchRef: 'omr_0101', radioIdLastFour: '0101', reason: 'InActive' }),
        onboardingMatch({
          matchRef: 'omr_0102',
          radioIdLastFour: '0102',
          vehicle: { year: 2022, make: 'Vega', model: 'Nova' },
        }),
        onboardingMatch({ matchRef: 'omr_0103', radioIdLastFour: '0103', vehicle: null }),
      ),
    });
    const app = renderApp({ url: SETUP, server });
    const user = userEvent.setup();
    await app.heading('Set up streaming with your subscription');
    await findByFlepz(user);
    await app.heading('Which subscription do you want to set up?');
    expect(app.location()).toBe('/onboarding/multiple-subscriptions-page');
    expect(screen.getByRole('radio', { name: /Radio ending in 0103/ })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('Choose a subscription to continue.')).toBeDefined();
    await user.click(screen.getByRole('radio', { name: /2022 Vega Nova/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Create your streaming sign-in');
    expect(screen.getByText('ending in 0102')).toBeDefined();
  });

  it('runs a lookup?flepz= link on arrival', async () => {
    const { server, calls } = onboardingServer();
    const app = renderApp({
      url: `${SETUP}/lookup?flepz=${encodeURIComponent(flepzParam(CASEY))}`,
      server,
      strict: true,
    });
    await app.heading('Create your streaming sign-in');
    expect(calls.streamingFlepz).toHaveBeenCalledTimes(1);
    expect(calls.streamingFlepz.mock.calls[0]?.[0]).toMatchObject(CASEY);
  });

  it.each([
    ['not base64', '%%%not-base64'],
    ['not JSON', btoa('first=Casey')],
    ['details the rules refuse', flepzParam({ ...CASEY, email: 'not-an-email' })],
    ['no details at all', ''],
  ])('shows the form with a word about a flepz link that is %s', async (_, value) => {
    const { server, calls } = onboardingServer();
    const app = renderApp({ url: `${SETUP}/lookup?flepz=${encodeURIComponent(value)}`, server });
    await app.heading('Set up streaming with your subscription');
    expect(screen.getByText('We couldn’t read your link')).toBeDefined();
    expect(calls.streamingFlepz).not.toHaveBeenCalled();
    expect(screen.getByLabelText('First name')).toBeDefined();
  });

  it('runs a tkn-lookup link, and shows a refused token on the form', async () => {
    const { server, calls } = onboardingServer();
    const app = renderApp({ url: `${SETUP}/tkn-lookup?tkn=oet1.onboarding`, server });
    await app.heading('Create your streaming sign-in');
    expect(calls.onboardingToken.mock.calls[0]?.[0]).toEqual({
      token: 'oet1.onboarding',
      locale: 'en-US',
    });

    calls.onboardingToken.mockRejectedValue(careError(400, 'INVALID_TOKEN', 'error.invalid.token'));
    const refused = renderApp({ url: `${SETUP}/tkn-lookup?TKN=oet1.old`, server });
    await refused.heading('Set up streaming with your subscription');
    expect(screen.getByText('This link can’t be used')).toBeDefined();
  });

  it('asks a device match for last name, phone and zip before its credentials', async () => {
    const { server, calls } = onboardingServer({
      matches: matchesOf(onboardingMatch({ verificationRequired: true })),
    });
    const app = renderApp({ url: SETUP, server });
    const user = userEvent.setup();
    await app.heading('Set up streaming with your subscription');
    await user.click(screen.getByRole('tab', { name: 'VIN' }));
    expect(screen.queryByRole('radio', { name: /License plate/ })).toBeNull();
    await user.click(screen.getByRole('tab', { name: 'Radio ID' }));
    await user.type(screen.getByRole('textbox', { name: 'Radio ID' }), 'ORBF0091');
    await user.click(screen.getByRole('button', { name: 'Find my radio' }));
    await app.heading('Create your streaming sign-in');
    const verify = screen.getByRole('region', { name: 'Verify your account' });
    await user.type(within(verify).getByLabelText('Last name'), 'Setup');
    await user.type(within(verify).getByLabelText(/Phone number/), '5125550091');
    await user.type(within(verify).getByLabelText('ZIP code'), '78701');
    await user.click(within(verify).getByRole('button', { name: 'Verify' }));
    await screen.findByLabelText('Create a password');
    expect(calls.verifyPiiData.mock.calls[0]?.[0]).toMatchObject({
      lpzVerificationRequest: { lastName: 'Setup', phoneNumber: '5125550091', zipCode: '78701' },
    });
  });

  it('puts the server’s refusals on their fields', async () => {
    const { server, calls } = onboardingServer();
    const app = renderApp({ url: SETUP, server });
    const user = userEvent.setup();
    await app.heading('Set up streaming with your subscription');
    await findByFlepz(user);
    await app.heading('Create your streaming sign-in');
    await user.type(screen.getByLabelText('Email'), 'casey.setup@orbitradio.test');
    await user.type(screen.getByLabelText('Username (optional)'), 'caseysetup');
    await user.type(screen.getByLabelText('Create a password'), 'Streaming#2026');

    calls.updateStreaming.mockRejectedValueOnce(
      careError(400, 'PASSWORD_TOO_COMMON', 'error.password.too.common', [
        { errorCode: 'PASSWORD_TOO_COMMON', fieldName: 'password' },
      ]),
    );
    await user.click(screen.getByRole('button', { name: 'Create my sign-in' }));
    const password = screen.getByLabelText('Create a password');
    await waitFor(() => expect(password.getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(password);

    calls.updateStreaming.mockRejectedValueOnce(
      careError(409, 'USERNAME_IN_USE', 'error.username.in.use'),
    );
    await user.click(screen.getByRole('button', { name: 'Create my sign-in' }));
    await screen.findByText('This username is taken. Choose another one.');
    expect(calls.updateStreaming.mock.calls[1]?.[0]).toMatchObject({ username: 'caseysetup' });

    calls.updateStreaming.mockRejectedValueOnce(
      careError(409, 'STREAMING_CREDENTIALS_EXIST', 'error.onboarding.streaming.credentials.exist'),
    );
    await user.click(screen.getByRole('button', { name: 'Create my sign-in' }));
    await app.heading('You already have a streaming sign-in');
  });

  it('checks the fields before any call', async () => {
    const { server, calls } = onboardingServer();
    const app = renderApp({ url: SETUP, server });
    const user = userEvent.setup();
    await app.heading('Set up streaming with your subscription');
    await findByFlepz(user);
    await app.heading('Create your streaming sign-in');
    await user.type(screen.getByLabelText('Email'), 'casey');
    await user.type(screen.getByLabelText('Username (optional)'), 'abc');
    await user.type(screen.getByLabelText('Create a password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create my sign-in' }));
    await screen.findByText('Enter a valid email, like name@example.com.');
    expect(screen.getByText('Use an email address, or 6 to 20 letters and numbers.')).toBeDefined();
    expect(screen.getByLabelText('Create a password').getAttribute('aria-invalid')).toBe('true');
    expect(calls.updateStreaming).not.toHaveBeenCalled();
  });

  it('sends a credential setup opened without a match to find the account', async () => {
    const { server } = onboardingServer();
    const app = renderApp({ url: '/onboarding/credential-setup', server });
    await app.heading('Set up streaming with your subscription');
    expect(app.location()).toBe(SETUP);
  });

  it('reads in Canadian French on the Canadian site', async () => {
    const { server } = onboardingServer({ matches: matchesOf() });
    const app = renderApp({ url: `${SETUP}?langpref=fr-CA`, host: 'care.orbitradio.ca', server });
    const user = userEvent.setup();
    await app.heading('Configurez la diffusion en continu de votre abonnement');
    expect(screen.getByRole('tab', { name: 'Plaque' })).toBeDefined();
    await user.type(screen.getByLabelText('Prénom'), 'Camille');
    await user.type(screen.getByLabelText('Nom de famille'), 'Tremblay');
    await user.type(screen.getByLabelText('Courriel'), 'camille@orbitradio.test');
    await user.type(screen.getByLabelText(/Numéro de téléphone/), '4165550123');
    await user.type(screen.getByLabelText('Code postal'), 'M5V 2T6');
    await user.click(screen.getByRole('button', { name: 'Trouver mon compte' }));
    await app.heading('Nous n’avons pas trouvé votre compte');
  });
});
