import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careError } from '../../../../testing/fake-server.ts';
import { type RenderedApp, renderApp } from '../../../../testing/render-app.tsx';
import { eligibilityRefusal, RTP, usedCarServer } from '../testing/used-car-fakes.ts';
import { checkEligibility } from '../testing/used-car-steps.ts';

const CANADA = 'care.orbitradio.ca';

function errorsOf(app: RenderedApp) {
  const info = app.analyticsTarget.digitalData?.errorInfo;
  return [...(info?.frontEndError ?? []), ...(info?.eventError ?? [])].map((error) => [
    error.errorType,
    error.errorName,
    error.errorCode,
  ]);
}

async function open(refusal?: string, host?: string) {
  const fake = usedCarServer();
  if (refusal) fake.eligibility.mockRejectedValue(eligibilityRefusal(refusal));
  const app = renderApp({ url: RTP, server: fake.server, ...(host ? { host } : {}) });
  const user = userEvent.setup();
  await screen.findByRole('heading', { level: 1, name: /free trial|essai gratuit/ });
  return { app, user, ...fake };
}

describe('RTP step 1: check your eligibility', { timeout: 30_000 }, () => {
  it('sends the RFLZ form to the used-car check and opens step 2 with the radio', async () => {
    const { app, user, eligibility } = await open();
    expect(screen.getByText('Step 1 of 3')).toBeDefined();
    expect(screen.getByRole('heading', { level: 2, name: 'Check your eligibility' })).toBeDefined();
    await checkEligibility(user, { radioIdOrVin: 'orbt0007' });
    expect(eligibility).toHaveBeenCalledWith({
      radioIdOrVin: 'ORBT0007',
      firstName: 'Ada',
      lastName: 'Lovelace',
      zipCode: '78701',
      locale: 'en-US',
    });
    await app.heading('Create your account');
    expect(app.location()).toBe(`${RTP}/account`);
  });

  it('passes the link’s program code along', async () => {
    const fake = usedCarServer();
    const app = renderApp({ url: `${RTP}?PROGRAMCODE=RTP_FALL`, server: fake.server });
    const user = userEvent.setup();
    await app.heading('Get a free trial for your used car');
    await checkEligibility(user);
    expect(fake.eligibility.mock.calls[0]?.[0]).toMatchObject({ programCode: 'RTP_FALL' });
  });

  it.each(['101', '109', '111', '112', '113'])(
    'sends %s to the account lookup with the code and the language',
    async (code) => {
      const { app, user } = await open(code);
      await checkEligibility(user);
      await app.heading('Find your account');
      expect(screen.getByRole('status').textContent).toMatch(/isn’t eligible for a used-car trial/);
      expect(app.location()).toBe(`/subscribe/checkout/flepz?errorCode=${code}&langpref=en-US`);
      expect(errorsOf(app)).toContainEqual(['BUSINESS', 'used-car eligibility check', code]);
    },
  );

  it.each(['103', '5035'])('sends %s to the streaming checkout with the code', async (code) => {
    const { app, user } = await open(code);
    await checkEligibility(user);
    await waitFor(() =>
      expect(app.location()).toBe(
        `/subscribe/checkout/purchase/streaming/organic?programcode=USTPSRTP3MOFREE&errorCode=${code}`,
      ),
    );
    expect(errorsOf(app)).toContainEqual(['BUSINESS', 'used-car eligibility check', code]);
  });

  it.each([
    [
      '106',
      'Our systems are down at the moment. Please try again later, or call us at 1-866-555-0100.',
    ],
    ['107', 'This radio already has a paid subscription, so it can’t take a used-car trial.'],
    ['110', /a paid plan is set to follow it/],
    [
      '114',
      'Try refreshing your radio, sign in to your account, or call us at 1-866-555-0100 and we’ll help.',
    ],
  ])('says %s on the page', async (code, text) => {
    const { app, user } = await open(code);
    await checkEligibility(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(text);
    expect(app.location()).toBe(RTP);
    expect(errorsOf(app)).toContainEqual(['BUSINESS', 'used-car eligibility check', code]);
  });

  it('offers a sign-in for a demo car, never the refresh-signal stand-in', async () => {
    const { user } = await open('114');
    await checkEligibility(user);
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/sign-in');
    expect(screen.queryByRole('link', { name: /refresh/i })).toBeNull();
  });

  it('reads a server failure as 106, with the care phone', async () => {
    const { user, eligibility } = await open();
    eligibility.mockRejectedValue(careError(503, 'SERVICE_UNAVAILABLE', 'error.unavailable'));
    await checkEligibility(user);
    expect((await screen.findByRole('alert')).textContent).toMatch(/call us at 1-866-555-0100/);
  });

  it('says 3494 twice and sends the third to the streaming checkout', async () => {
    const { app, user, eligibility } = await open('3494');
    await checkEligibility(user, { radioIdOrVin: 'ORBT0009' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/You have 2 tries left/);
    await checkEligibility(user, { radioIdOrVin: 'ORBT0010' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/You have 1 try left/);
    await checkEligibility(user, { radioIdOrVin: 'ORBT0011' });
    await waitFor(() =>
      expect(app.location()).toBe(
        '/subscribe/checkout/purchase/streaming/organic?programcode=USTPSRTP3MOFREE&errorCode=3494',
      ),
    );
    expect(eligibility).toHaveBeenCalledTimes(3);
  });

  it('counts a malformed radio id as a strike in Canada', async () => {
    const { app, user, eligibility } = await open('3494', CANADA);
    await checkEligibility(user, { radioIdOrVin: 'ORB1', zipCode: 'K1A 0B1' });
    expect((await screen.findByRole('alert')).textContent).toMatch(/You have 2 tries left/);
    await checkEligibility(user, { radioIdOrVin: 'ORB2', zipCode: 'K1A 0B1' });
    await checkEligibility(user, { radioIdOrVin: 'ORBT0011', zipCode: 'K1A 0B1' });
    // No streaming checkout on the Canadian site: the last strike is said here, with the phone.
    await waitFor(async () =>
      expect((await screen.findByRole('alert')).textContent).toMatch(
        /We still don’t recognize that radio ID or VIN.*Call us at/,
      ),
    );
    expect(app.location()).toBe('/activate/trial/rtp');
    expect(eligibility).toHaveBeenCalledTimes(1);
    expect(errorsOf(app)).toContainEqual([
      'USER',
      'Auth - Missing or incomplete radio ID',
      expect.any(String),
    ]);
  });

  it('links to the Orbit app and to the licence-plate search', async () => {
    const { app, user } = await open();
    expect(
      screen.getByRole('link', { name: 'No radio? Get the Orbit app' }).getAttribute('href'),
    ).toBe('/subscribe/checkout/purchase/streaming/organic?programcode=USTPSRTP3MOFREE');
    await user.click(screen.getByRole('button', { name: 'Search by license plate' }));
    expect(app.location()).toBe('/activate/trial/flepz');
  });
});
