import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careOk } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { purchaseResult } from '../testing/streaming-fakes.ts';
import {
  followOnQuote,
  ORGANIC_NEW,
  satelliteQuote,
  satelliteServer,
  TRIAL_RADIO,
} from './testing/satellite-fakes.ts';
import {
  continueWithRadio,
  fillAddress,
  fillCard,
  findRadioById,
  placeOrder,
} from './testing/satellite-steps.ts';

const NOTICE = 'Your paid plan starts when your trial ends on 01/20/2027.';

/** A radio in a trial: the quote follows the trial when it names the radio, and so does the order. */
function trialServer() {
  const server = satelliteServer({ radio: TRIAL_RADIO });
  server.on('POST /services/quotes/quote', ({ body }) => {
    const request = body as { planCodes: { planCode: string }[]; deviceRef?: string };
    const planCode = request.planCodes[0]?.planCode ?? '';
    return careOk(request.deviceRef ? followOnQuote(planCode) : satelliteQuote(planCode));
  });
  server.on('POST /services/purchase/change-subscription', () =>
    careOk(
      purchaseResult({
        subscriptionId: 'sub_seed_trial_0004',
        // A visitor who has not signed in is not told the account number.
        accountNumber: null,
        radioIdLastFour: '0004',
        campaignId: 'sat_organic',
        amountCharged: { amountMinor: 1594, currency: 'USD' },
      }),
    ),
  );
  return server;
}

async function toReview(server = trialServer()) {
  const app = renderApp({ url: ORGANIC_NEW, server });
  const user = userEvent.setup();
  await app.heading('Get Orbit Radio in your car');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await app.heading('Find your radio');
  await findRadioById(user, 'ORBT0004');
  await continueWithRadio(user);
  await app.heading('Now let’s set up your payment');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await app.heading('Set up your payment');
  // No dead end: the form is there, with no "call us" notice.
  expect(screen.queryByText(/Call us/)).toBeNull();
  await fillAddress(user);
  await fillCard(user);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await app.heading('Review your order');
  return { app, user, server };
}

describe('satellite checkout of a radio in a trial', { timeout: 30_000 }, () => {
  it('quotes the paid plan from the trial’s end and says when it starts', async () => {
    const { server } = await toReview();
    expect(server.requestsTo('/services/quotes/quote')[0]?.body).toMatchObject({
      planCodes: [{ planCode: 'SAT_ALLACCESS_MONTHLY' }],
      deviceRef: 'dref_trial_0004',
    });
    expect(screen.getByRole('status').textContent).toBe(NOTICE);
    // Today only the activation fee; the plan's price from the trial's end.
    expect(screen.getByText('Starting 01/20/2027')).toBeDefined();
  });

  it('completes the order with change-subscription and the radio’s deviceRef', async () => {
    const { app, user, server } = await toReview();
    await placeOrder(user);
    await app.heading('Your radio is ready');
    expect(server.requestsTo('/services/purchase/add-subscription')).toHaveLength(0);
    const [purchase] = server.requestsTo('/services/purchase/change-subscription');
    const body = purchase?.body as Record<string, unknown> & {
      paymentInfo: { transactionId: string; cardInfo: { cardToken: string } };
    };
    expect(body).toMatchObject({
      deviceRef: 'dref_trial_0004',
      plans: [{ planCode: 'SAT_ALLACCESS_MONTHLY' }],
      followOnPlans: [{ planCode: 'SAT_ALLACCESS_MONTHLY' }],
      paymentInfo: { useCardOnFile: false, paymentType: 'creditCard' },
      serviceAddress: { email: 'ada@orbitradio.test', state: 'TX' },
      languagePreference: 'en-US',
      agreementAccepted: true,
    });
    expect(body).not.toHaveProperty('subscriptionId');
    expect(body.paymentInfo.cardInfo.cardToken).toMatch(/^ctok_4242_/);
    expect(new Headers(purchase?.init.headers).get('Idempotency-Key')).toBe(
      body.paymentInfo.transactionId,
    );

    expect(app.location()).toBe(`${ORGANIC_NEW}/thanks`);
    expect(screen.getByRole('status').textContent).toBe(NOTICE);
    expect(screen.getByText('ending in 0004')).toBeDefined();
    expect(screen.queryByText('Account number')).toBeNull();
  });

  it('says nothing of a trial for a radio without one', async () => {
    const server = trialServer();
    server.on('POST /services/device/validate', () =>
      careOk({ ...TRIAL_RADIO, status: 'closed', deviceRef: 'dref_closed_0004' }),
    );
    const { server: used } = await toReview(server);
    expect(used.requestsTo('/services/quotes/quote')[0]?.body).not.toHaveProperty('deviceRef');
    expect(screen.queryByText(NOTICE)).toBeNull();
  });
});
