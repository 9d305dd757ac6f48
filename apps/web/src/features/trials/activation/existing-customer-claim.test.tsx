import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careAccount } from '../../../testing/care-account-fakes.ts';
import { careError, careOk } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { activationServer, LINK_TOKEN } from './testing/activation-fakes.ts';

const LINK = `/activate/trial?tkn=${LINK_TOKEN}`;
const TITLE = 'Your 2025 Lumen Arc is eligible for a complimentary 3-month trial';

describe('an Orbit customer claiming a trial on their account', { timeout: 30_000 }, () => {
  it('signs in first, with the sign-in page coming back to the existing-customer variant', async () => {
    const { server } = activationServer();
    server.on('POST /services/account', () =>
      careError(401, 'UNAUTHENTICATED_CUSTOMER', 'error.unauthenticated'),
    );
    const app = renderApp({ url: LINK, server });
    const user = userEvent.setup();
    await app.heading(TITLE);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    const target = new URL(signIn.getAttribute('href') ?? '', 'https://x');
    expect(target.pathname).toBe('/sign-in');
    expect(target.searchParams.get('redirectTo')).toBe(`${LINK}&customer=existing`);
  });

  it('adds the trial to the signed-in customer’s account', async () => {
    const { server, calls } = activationServer();
    server.on('POST /services/account', () => careOk(careAccount()));
    const app = renderApp({ url: `${LINK}&customer=existing`, server });
    const user = userEvent.setup();
    await app.heading(TITLE);
    expect(await screen.findByText('Account 10000001')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Add the trial to this account' }));
    expect(await screen.findByText('Check the box to agree before you activate.')).toBeDefined();
    await user.click(screen.getByRole('checkbox', { name: /Customer Agreement for this trial/ }));
    await user.click(screen.getByRole('button', { name: 'Add the trial to this account' }));
    await app.heading('Your trial is active');
    expect(calls.addSubscription.mock.calls[0]?.[0]).toMatchObject({
      token: LINK_TOKEN,
      accountNumber: '10000001',
      planCode: 'TRIAL_OEM_ALLACCESS_3MO',
      agreementAccepted: true,
    });
    expect(calls.newAccount).not.toHaveBeenCalled();
    // The account has a sign-in already: no registration offered.
    expect(screen.queryByRole('link', { name: 'Create my sign-in' })).toBeNull();
  });

  it('says so when the account is not the caller’s', async () => {
    const { server, calls } = activationServer();
    server.on('POST /services/account', () => careOk(careAccount()));
    calls.addSubscription.mockRejectedValue(
      careError(403, 'CLAIMING_WITH_UNAUTHORIZED_USER', 'error.trial.unauthorized.user'),
    );
    const app = renderApp({ url: `${LINK}&customer=existing`, server });
    const user = userEvent.setup();
    await app.heading(TITLE);
    await user.click(await screen.findByRole('checkbox', { name: /for this trial/ }));
    await user.click(screen.getByRole('button', { name: 'Add the trial to this account' }));
    expect(await screen.findByText('This trial can’t be added to that account.')).toBeDefined();
  });

  it('moves a trial running on an account of its own onto the customer’s account', async () => {
    const { server, calls } = activationServer({
      offer: {
        outcome: 'ALREADY_CLAIMED',
        radioIdLastFour: '0004',
        vehicle: null,
        trialEndsOn: '2027-01-20',
        lifecycleState: 'TRIAL_CLAIMED',
        trialState: 'TrialClaimed',
      },
    });
    server.on('POST /services/account', () => careOk(careAccount()));
    const app = renderApp({ url: LINK, server });
    const user = userEvent.setup();
    await app.heading('This trial is already active');
    await user.click(
      screen.getByRole('button', { name: 'Sign in to see it or move it to your account' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Move the trial to this account' }));
    await app.heading('Your trial is active');
    expect(calls.accountConsolidate.mock.calls[0]?.[0]).toMatchObject({
      token: LINK_TOKEN,
      accountNumber: '10000001',
    });
  });
});
