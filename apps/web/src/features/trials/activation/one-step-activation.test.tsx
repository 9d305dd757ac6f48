import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careError } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { activationServer, claimableOffer, LINK_TOKEN } from './testing/activation-fakes.ts';

const TITLE = 'Your 2025 Lumen Arc is eligible for a complimentary 3-month trial';

async function atClaim(url = `/activate/trial?tkn=${LINK_TOKEN}`, offer = claimableOffer()) {
  const { server, calls } = activationServer({ offer });
  const app = renderApp({ url, server });
  await app.heading(TITLE);
  return { app, server, calls, user: userEvent.setup() };
}

async function agreeAndActivate(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: /I agree to the Customer Agreement/ }));
  await user.click(screen.getByRole('button', { name: 'Activate my trial' }));
}

describe('one-step activation (activate/trial?tkn=)', { timeout: 30_000 }, () => {
  it('asks the offer by the link’s token, whatever the case of its name', async () => {
    const { calls } = await atClaim(`/activate/trial?TKN=${LINK_TOKEN}`);
    expect(calls.trialOffer).toHaveBeenCalledTimes(1);
    expect(calls.trialOffer.mock.calls[0]?.[0]).toEqual({ token: LINK_TOKEN, locale: 'en-US' });
  });

  it('reads `token` and `dtok` as the link’s token too', async () => {
    for (const name of ['token', 'dtok']) {
      const { calls } = await atClaim(`/activate/trial?${name}=${LINK_TOKEN}`);
      expect(calls.trialOffer.mock.calls[0]?.[0]).toMatchObject({ token: LINK_TOKEN });
      cleanup();
    }
  });

  it('prefills the form from the link’s record of sale and claims on a new account', async () => {
    const { app, calls, user } = await atClaim();
    expect(screen.getByLabelText('First name')).toHaveProperty('value', 'Ada');
    expect(screen.getByLabelText('Street address')).toHaveProperty('value', '100 Congress Ave');
    await agreeAndActivate(user);
    await app.heading('Your trial is active');
    expect(app.location()).toBe('/activate/trial/one-step-thanks');
    const sent = calls.newAccount.mock.calls[0]?.[0];
    expect(sent).toMatchObject({
      token: LINK_TOKEN,
      planCode: 'TRIAL_OEM_ALLACCESS_3MO',
      agreementAccepted: true,
      languagePreference: 'en-US',
      customer: {
        firstName: 'Ada',
        phone: '5125550101',
        serviceAddress: { streetAddress: '100 Congress Ave', state: 'TX', postalCode: '78701' },
      },
    });
    expect(sent).not.toHaveProperty('password');
    expect(sent?.transactionId).toMatch(/^OSC-/);
  });

  it('refuses a claim without the agreement, and names each missing field', async () => {
    const { app, calls, user } = await atClaim(
      `/activate/trial?tkn=${LINK_TOKEN}`,
      claimableOffer({ prefill: null }),
    );
    await user.click(screen.getByRole('button', { name: 'Activate my trial' }));
    expect(await screen.findByText('Enter your first name.')).toBeDefined();
    expect(screen.getByText('Enter your street address.')).toBeDefined();
    expect(screen.getByText('Check the box to agree before you activate.')).toBeDefined();
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));
    expect(calls.newAccount).not.toHaveBeenCalled();
    const tracked = JSON.stringify(app.analyticsTarget.digitalData?.errorInfo);
    expect(tracked).toContain('trialactivation.newaccount.firstName');
    expect(tracked).toContain('trialactivation.newaccount.agreement');
  });

  it('checks an optional password against the sign-in’s rules, and sends a good one', async () => {
    const { app, calls, user } = await atClaim();
    await user.type(screen.getByLabelText('Create a password'), 'short');
    await agreeAndActivate(user);
    expect(await screen.findByText(/Your password doesn’t meet the rules/)).toBeDefined();
    expect(calls.newAccount).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Create a password'));
    await user.type(screen.getByLabelText('Create a password'), 'Maple!Sky72');
    await user.click(screen.getByRole('button', { name: 'Activate my trial' }));
    await app.heading('Your trial is active');
    expect(calls.newAccount.mock.calls[0]?.[0]).toMatchObject({ password: 'Maple!Sky72' });
  });

  it('checks the email’s delivery when it is left, never saying it is in use', async () => {
    const { calls, user } = await atClaim();
    calls.validateEmail.mockResolvedValue({ valid: false, reason: 'DOMAIN' });
    const email = screen.getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'ada@nowhere.test');
    await user.tab();
    expect(
      await screen.findByText('We can’t send email to this address. Check it, or use another one.'),
    ).toBeDefined();
    expect(calls.validateEmail.mock.calls[0]?.[0]).toEqual({ email: 'ada@nowhere.test' });
    expect(screen.queryByText(/in use|already (used|registered)/i)).toBeNull();
    await agreeAndActivate(user);
    expect(calls.newAccount).not.toHaveBeenCalled();
  });

  it('puts the server’s field errors on their fields, with a new transaction id next time', async () => {
    const { app, calls, user } = await atClaim();
    calls.newAccount.mockRejectedValueOnce(
      careError(400, 'VALIDATION_ERROR', 'error.validation', [
        { errorCode: 'INVALID', fieldName: 'customer.serviceAddress.postalCode' },
      ]),
    );
    await agreeAndActivate(user);
    expect(await screen.findByText('Enter a valid ZIP code.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Activate my trial' }));
    await app.heading('Your trial is active');
    const [first, second] = calls.newAccount.mock.calls.map(([body]) => body.transactionId);
    expect(second).not.toBe(first);
  });

  it('says a trial claimed meanwhile is claimed, without leaving the page', async () => {
    const { calls, user } = await atClaim();
    calls.newAccount.mockRejectedValueOnce(
      careError(409, 'SUB_ALREADY_EXISTS_FOR_IDENTITY', 'error.trial.subscription.exists'),
    );
    await agreeAndActivate(user);
    expect(
      await screen.findByText(
        'This trial has already been activated. Sign in to see it on your account.',
      ),
    ).toBeDefined();
  });

  it('leads "Not your car?" to the two-step flow', async () => {
    const { app, user } = await atClaim();
    await user.click(screen.getByRole('link', { name: 'Not your car? Find your radio instead' }));
    await app.heading('Find your radio');
    expect(app.location()).toBe('/activate/trial/flepz');
  });

  it('goes to the two-step flow without a token, query kept', async () => {
    const { server, calls } = activationServer();
    const app = renderApp({ url: '/activate/trial?programcode=OEM1', server });
    await app.heading('Find your radio');
    expect(app.location()).toBe('/activate/trial/flepz?programcode=OEM1');
    expect(calls.trialOffer).not.toHaveBeenCalled();
  });

  it('says a link that is not valid is not, and offers to find the radio', async () => {
    const { server, calls } = activationServer();
    calls.trialOffer.mockRejectedValue(careError(400, 'INVALID_TOKEN', 'error.invalid.token'));
    const app = renderApp({ url: '/activate/trial?tkn=stale', server });
    await app.heading('This link isn’t valid');
    expect(screen.getByRole('link', { name: 'Find your radio' })).toHaveProperty(
      'pathname',
      '/activate/trial/flepz',
    );
    const tracked = app.analyticsTarget.digitalData?.errorInfo;
    expect(JSON.stringify(tracked)).toContain('INVALID_TOKEN');
  });

  it('shows an already claimed trial’s end date and a way to sign in', async () => {
    const { server } = activationServer({
      offer: {
        outcome: 'ALREADY_CLAIMED',
        radioIdLastFour: '0004',
        vehicle: { year: 2025, make: 'Lumen', model: 'Arc' },
        trialEndsOn: '2027-01-20',
        lifecycleState: 'TRIAL_CLAIMED',
        trialState: 'TrialClaimed',
      },
    });
    const app = renderApp({ url: `/activate/trial?tkn=${LINK_TOKEN}`, server });
    await app.heading('This trial is already active');
    expect(
      screen.getByText('The trial for your 2025 Lumen Arc is already active until 01/20/2027.'),
    ).toBeDefined();
  });

  it.each([
    [
      'TRIAL_EXPIRED',
      'trial-expired-overlay',
      'This trial offer has ended',
      'See offers for your radio',
    ],
    [
      'ALREADY_ACTIVE_SELF_PAY',
      'already-active-selfpay-error',
      'This radio already has a subscription',
      'Sign in to your account',
    ],
    [
      'NOT_ELIGIBLE',
      'not-eligible-error',
      'This radio isn’t eligible for a trial',
      'Choose a plan',
    ],
    [
      'CANT_BE_COMPLETED_ONLINE',
      'cant-be-completed-online-error',
      'We can’t activate this trial online',
      'Look up another radio',
    ],
  ] as const)(
    '%s goes to its page, with a next step and the care line',
    async (outcome, page, heading, next) => {
      const { server } = activationServer({ offer: { outcome } });
      const app = renderApp({ url: `/activate/trial?tkn=${LINK_TOKEN}`, server });
      await app.heading(heading);
      expect(app.location()).toBe(`/activate/trial/${page}`);
      expect(screen.getByRole('link', { name: next })).toBeDefined();
      expect(screen.getByRole('link', { name: '1-866-555-0100' })).toHaveProperty(
        'href',
        'tel:18665550100',
      );
    },
  );

  it('reports the page itself, the trial paths being left out of page tracking', async () => {
    const { app } = await atClaim();
    const events = (app.analyticsTarget.appEventData ?? []) as {
      event: string;
      pageInfo?: unknown;
    }[];
    expect(events.filter((e) => e.event === 'page-loaded').at(-1)?.pageInfo).toEqual({
      flowName: 'trialactivation-onestep',
      componentName: 'newaccount',
    });
  });

  it('keeps the activation for its thanks page, and a cold thanks page goes to the start', async () => {
    const { app, user } = await atClaim();
    await agreeAndActivate(user);
    await app.heading('Your trial is active');
    const summary = within(screen.getByLabelText('What was activated'));
    expect(summary.getByText('All Access')).toBeDefined();
    expect(summary.getByText('2025 Lumen Arc')).toBeDefined();
    expect(summary.getByText('ending in 0004')).toBeDefined();
    expect(summary.getByText('02/26/2027')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Create my sign-in' })).toHaveProperty(
      'pathname',
      '/sign-up',
    );
    expect(
      screen.getByRole('link', { name: 'Choose the plan that follows your trial' }),
    ).toHaveProperty('pathname', '/subscribe/checkout/purchase/satellite/organic');
    await app.navigate('/account/manage');
    await app.navigate('/activate/trial/one-step-thanks');
    await app.heading('Your trial is active');

    const { server } = activationServer();
    const cold = renderApp({ url: '/activate/trial/one-step-thanks', server });
    await cold.heading('Find your radio');
    expect(cold.location()).toBe('/activate/trial/flepz');
  });
});
