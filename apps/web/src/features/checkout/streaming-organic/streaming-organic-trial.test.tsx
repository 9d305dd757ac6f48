import type { CareIdentifiedAccount } from '@orbit/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careOk } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  careFailure,
  ENTRY,
  ORGANIC,
  purchaseResult,
  streamingServer,
} from '../testing/streaming-fakes.ts';
import {
  fillCredentials,
  placeOrder,
  throughOffer,
  throughPayment,
} from '../testing/streaming-steps.ts';

const VERIFY = '/services/authenticate/verify-pii-data';

const VERIFIED: CareIdentifiedAccount = {
  authenticationType: 'EMAIL',
  verified: true,
  firstName: 'Nia',
  radios: [],
  streaming: [],
  hasActiveSubscription: false,
};

/** A streaming checkout whose email lookup finds a trial of the customer's (flows §2.1 step 3b). */
function trialServer() {
  const server = streamingServer();
  server.on('POST /services/identity/customer/email', () =>
    careOk({
      streamingSubscriptions: [],
      trialSubscriptions: [
        {
          maskedEmail: 'n******@orbitradio.test',
          planName: 'Platinum trial',
          subscriptionId: 'sub_trial',
          radioIdLastFour: null,
        },
      ],
    }),
  );
  server.on('POST /services/purchase/change-subscription', () =>
    careOk(purchaseResult({ subscriptionId: 'sub_trial', accountNumber: null }), 201),
  );
  return server;
}

/** Through the credentials to the dialog's LPZ form for the trial. */
async function atVerification(server = trialServer()) {
  const app = renderApp({ url: ENTRY, server });
  const user = userEvent.setup();
  await throughOffer(user);
  await fillCredentials(user);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const dialog = await screen.findByRole('dialog', { name: 'We found your subscription' });
  expect(
    within(dialog).getByText(
      'To subscribe, we’ll confirm it’s your account with your last name, phone number and ZIP code.',
    ),
  ).toBeDefined();
  await user.click(
    within(dialog).getByRole('button', { name: 'Subscribe to follow Platinum trial' }),
  );
  await within(dialog).findByRole('heading', { name: 'Verify your account' });
  return { app, user, server, dialog };
}

async function fillLpz(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Last name'), 'Reyes');
  await user.type(screen.getByLabelText('Phone number'), '212-555-0142');
  await user.type(screen.getByLabelText('ZIP code'), '10001');
}

describe('following a trial found by the email lookup', { timeout: 30_000 }, () => {
  it('asks last name, phone and ZIP code, then buys the paid plan after the trial', async () => {
    const { app, user, server, dialog } = await atVerification();
    expect(within(dialog).getByText(/to keep Platinum trial with a paid plan/)).toBeDefined();
    expect(document.activeElement).toBe(screen.getByLabelText('Last name'));

    // Nothing typed: the form says so and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(await within(dialog).findByText('Enter your last name.')).toBeDefined();
    expect(server.requestsTo(VERIFY)).toHaveLength(0);
    const userErrors = app.analyticsTarget.digitalData?.errorInfo.frontEndError ?? [];
    expect(userErrors.map((error) => error.errorName)).toContain('credentialsstep.verify.lastName');

    let answers = 0;
    server.on(`POST ${VERIFY}`, () => {
      answers += 1;
      return answers === 1
        ? careFailure(400, 'VERIFICATION_FAILED', 'error.verification.failed')
        : careOk(VERIFIED);
    });
    await fillLpz(user);
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'We’re unable to confirm your account with these details',
    );
    expect(server.requestsTo(VERIFY)[0]?.body).toEqual({
      lpzVerificationRequest: { lastName: 'Reyes', phoneNumber: '2125550142', zipCode: '10001' },
      locale: 'en-US',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await app.heading('Now let’s set up your payment');
    expect(server.requestsTo('/services/offers/customer').at(-1)?.body).toMatchObject({
      subscriptionId: 'sub_trial',
    });
    // Following a trial is not a new account: no username check, and no sign-in either.
    expect(server.requestsTo('/services/validate/customer-info')).toHaveLength(0);
    expect(server.requestsTo('/services/authenticate/login')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Set up your payment');
    await throughPayment(user);
    expect(server.requestsTo('/services/quotes/quote').at(-1)?.body).toMatchObject({
      subscriptionId: 'sub_trial',
    });
    await placeOrder(user);
    await waitFor(() => expect(app.location()).toMatch(`${ORGANIC}/thanks`));
    const [order] = server.requestsTo('/services/purchase/change-subscription');
    expect(order?.body).toMatchObject({
      subscriptionId: 'sub_trial',
      plans: [{ planCode: 'STREAM_PLAT_3MO_FREE' }],
    });
    expect(order?.body).not.toHaveProperty('deviceRef');
    expect(server.requestsTo('/services/purchase/new-account')).toHaveLength(0);
  });

  it('says when the account cannot be checked, and goes back to the list', async () => {
    const server = trialServer();
    server.on(`POST ${VERIFY}`, () =>
      careFailure(404, 'ACCOUNT_NOT_FOUND', 'error.account.not.found'),
    );
    const { user, dialog } = await atVerification(server);
    await fillLpz(user);
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'We can’t confirm this account right now. Use a different email, or call us at 1-866-555-0100.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Back to your subscriptions' }));
    expect(
      await within(dialog).findByRole('button', { name: 'Subscribe to follow Platinum trial' }),
    ).toBeDefined();
    expect(within(dialog).queryByRole('heading', { name: 'Verify your account' })).toBeNull();
  });

  it('asks to wait after too many tries', async () => {
    const server = trialServer();
    server.on(`POST ${VERIFY}`, () =>
      careFailure(429, 'RATE_LIMIT_EXCEEDED', 'error.rate.limit.exceeded'),
    );
    const { user, dialog, app } = await atVerification(server);
    await fillLpz(user);
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Too many tries. For your security, try again in an hour',
    );
    expect(app.location()).toBe(`${ORGANIC}/creds?programcode=USTPSRTP3MOFREE`);
  });
});
