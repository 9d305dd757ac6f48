import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careError, careOk } from '../../../testing/fake-server.ts';
import {
  answerOf,
  captchaRequired,
  serveHumanChecks,
  solvingAtOnce,
} from '../../../testing/human-check-fakes.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  careFailure,
  ENTRY,
  ORGANIC,
  purchaseResult,
  streamingServer,
} from '../testing/streaming-fakes.ts';
import { fillCard, placeOrder, toReview } from '../testing/streaming-steps.ts';

function idempotencyKeys(server: ReturnType<typeof streamingServer>) {
  return server
    .requestsTo('/services/purchase/new-account')
    .map((request) => new Headers(request.init.headers).get('Idempotency-Key'));
}

async function atReview(server = streamingServer()) {
  const app = renderApp({ url: ENTRY, server, wrap: solvingAtOnce });
  const user = userEvent.setup();
  await toReview(user);
  return { app, user, server };
}

describe('review step', { timeout: 20_000 }, () => {
  it('is step 3 of 3 and shows the order summary from the quote, with the later charge and its taxes', async () => {
    const { app } = await atReview();
    expect(screen.getByRole('progressbar', { name: 'Step 3 of 3' })).toBeDefined();
    expect(screen.getByText('Visa ending in 4242')).toBeDefined();
    expect(screen.getByText('Due today')).toBeDefined();
    expect(screen.getByText('Starting 02/21/2027')).toBeDefined();
    expect(screen.getByText('Music royalty fee')).toBeDefined();
    expect(screen.getByText('State sales tax (4%)')).toBeDefined();
    expect(screen.getByText('$13.87')).toBeDefined();
    expect(app.analyticsTarget.digitalData?.planInfo).toMatchObject({
      planCodes: ['STREAM_PLAT_3MO_FREE'],
      price: '0.00',
      tax: '0.00',
      royaltyFee: '0.00',
      revenueStatus: 'Deferred',
    });
    expect(app.analyticsTarget.digitalData?.customerInfo).toMatchObject({
      customerType: 'NEW_ACCOUNT',
      paymentMethod: 'visa',
    });
    expect(app.analyticsTarget.digitalData?.pageInfo).toMatchObject({
      componentName: 'reviewstep',
      pageLabel: 'CHECKOUT',
    });
  });

  it('sends a card failure back to payment, and the next order goes with a new transaction id', async () => {
    const server = streamingServer();
    server.on('POST /services/purchase/new-account', () =>
      careFailure(402, 'CARD_DECLINED', 'error.code.credit.card.declined'),
    );
    const { app, user } = await atReview(server);
    await placeOrder(user);
    await app.heading('Set up your payment');
    expect(app.location()).toBe(`${ORGANIC}/payment?programcode=USTPSRTP3MOFREE`);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'There was a problem processing your card',
    );

    // Names, zip and phone are kept; the card is asked for again (its token was used).
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Ada');
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('');
    server.on('POST /services/purchase/new-account', () => careOk(purchaseResult(), 201));
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Review your order');
    await placeOrder(user);
    await app.heading('Welcome to Orbit Radio');
    const [first, second] = idempotencyKeys(server);
    expect(first).toMatch(/^OSC-/);
    expect(second).toMatch(/^OSC-/);
    expect(second).not.toBe(first);
    const bodies = server
      .requestsTo('/services/purchase/new-account')
      .map(
        (request) =>
          (request.body as { paymentInfo: { cardInfo: { cardToken: string } } }).paymentInfo
            .cardInfo.cardToken,
      );
    expect(bodies[1]).not.toBe(bodies[0]);
  });

  it('keeps the customer on review when the payment is being decided elsewhere, and the retry is the same order', async () => {
    const server = streamingServer();
    server.on('POST /services/purchase/new-account', () =>
      careFailure(409, 'PAYMENT_IN_PROGRESS', 'error.code.payment.in.progress'),
    );
    const { app, user } = await atReview(server);
    await placeOrder(user);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Please try again in a moment',
    );
    expect(app.location()).toBe(`${ORGANIC}/review?programcode=USTPSRTP3MOFREE`);

    server.on('POST /services/purchase/new-account', () => careOk(purchaseResult(), 201));
    await user.click(screen.getByRole('button', { name: 'Complete My Order' }));
    await app.heading('Welcome to Orbit Radio');
    const [first, second] = idempotencyKeys(server);
    expect(second).toBe(first);
  });

  it('sends a password refused by policy back to credentials with the generic message', async () => {
    const server = streamingServer();
    server.on('POST /services/purchase/new-account', () =>
      careFailure(400, 'PASSWORD_POLICY_NOT_MET', 'error.purchase.service.invalid.password'),
    );
    const { app, user } = await atReview(server);
    await placeOrder(user);
    await app.heading('Create your account');
    expect(app.location()).toBe(`${ORGANIC}/creds?programcode=USTPSRTP3MOFREE`);
    expect(
      await screen.findByText('Your password doesn’t meet the requirements listed below it.'),
    ).toBeDefined();
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
  });

  it('sends a password holding personal data back to credentials with the PII message', async () => {
    const server = streamingServer();
    server.on('POST /services/purchase/new-account', () =>
      careFailure(
        400,
        'PASSWORD_HAS_PERSONAL_DATA',
        'error.purchase.service.password.has.pii.data',
      ),
    );
    const { app, user } = await atReview(server);
    await placeOrder(user);
    await app.heading('Create your account');
    expect(
      await screen.findByText(
        'Your password cannot contain your first name, last name or email address.',
      ),
    ).toBeDefined();
    // Fixing the password walks the customer on through payment again.
    expect((screen.getByLabelText('Email address') as HTMLInputElement).value).toBe(
      'new.listener@orbitradio.test',
    );
    await user.type(screen.getByLabelText('Password'), 'Meteor-Shower-31');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Now let’s set up your payment');
  });

  it('sends anything else back to payment with the unexpected-error message, not to /error', async () => {
    const server = streamingServer();
    server.on('POST /services/purchase/new-account', () =>
      careFailure(500, 'SYSTEM', 'error.common.system.error'),
    );
    const { app, user } = await atReview(server);
    await placeOrder(user);
    await app.heading('Set up your payment');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Something unexpected happened',
    );
    const serviceErrors = app.analyticsTarget.digitalData?.errorInfo.eventError ?? [];
    expect(serviceErrors.some((error) => error.errorType === 'SYSTEM')).toBe(true);
  });

  it('opens the confirmation only after an order, and starts a reloaded review again at credentials', async () => {
    const app = renderApp({
      url: `${ORGANIC}/review?programcode=USTPSRTP3MOFREE`,
      server: streamingServer(),
    });
    await app.heading('Create your account');
    expect(app.location()).toBe(`${ORGANIC}/creds?programcode=USTPSRTP3MOFREE`);
  });
});

describe('confirmation', { timeout: 20_000 }, () => {
  it('shows the campaign’s confirmation hero, the masked username, Listen now, the order and what is hot', async () => {
    const { app, user, server } = await atReview();
    server.on('POST /services/account/listen-link', () =>
      careOk({ url: '/player/listen?listen=olk1.abc.def', expiresAt: '2027-01-01T00:10:00Z' }),
    );
    await placeOrder(user);
    await app.heading('Welcome to Orbit Radio');
    expect(screen.getByText('Start listening now.')).toBeDefined();
    expect(screen.getByText('n******@orbitradio.test')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Listen now' }));
    expect(server.requestsTo('/services/account/listen-link')[0]?.body).toEqual({
      subscriptionId: 'sub_1',
    });
    expect(app.navigator.assign).toHaveBeenCalledWith('/player/listen?listen=olk1.abc.def');
    expect(screen.getByRole('heading', { name: 'Order summary' })).toBeDefined();
    const link = await screen.findByRole('link', { name: /the morning show/ });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('img', { name: 'A host at the microphone' })).toBeDefined();
  });

  it('says so when the player link cannot be had, and stays on the confirmation', async () => {
    const { app, user, server } = await atReview();
    server.on('POST /services/account/listen-link', () =>
      careError(404, 'SUBSCRIPTION_NOT_FOUND', 'error.subscriptionNotFound'),
    );
    await placeOrder(user);
    await app.heading('Welcome to Orbit Radio');
    await user.click(screen.getByRole('button', { name: 'Listen now' }));
    expect(
      (await screen.findByRole('alert')).textContent?.includes('couldn’t open the player'),
    ).toBe(true);
    expect(app.navigator.assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Listen now' })).toBeDefined();
  });

  it('keeps the order for the visit, and a reload of the confirmation starts at the offer', async () => {
    const { app, user, server } = await atReview();
    await placeOrder(user);
    await app.heading('Welcome to Orbit Radio');
    // After the order, every step of the flow leads to its confirmation.
    await app.navigate(`${ORGANIC}/payment?programcode=USTPSRTP3MOFREE`);
    await app.heading('Welcome to Orbit Radio');
    expect(app.location()).toBe(`${ORGANIC}/thanks?programcode=USTPSRTP3MOFREE`);
    expect(screen.getByText('n******@orbitradio.test')).toBeDefined();

    // A reload is a new visit: nothing of the order is kept.
    app.instance().dispose();
    cleanup();
    const reloaded = renderApp({ url: `${ORGANIC}/thanks?programcode=USTPSRTP3MOFREE`, server });
    await reloaded.heading('Get 3 months of streaming free');
    expect(reloaded.location()).toBe(`${ORGANIC}?programcode=USTPSRTP3MOFREE`);
  });

  it('falls back to the default confirmation campaign when the offer’s has none', async () => {
    const server = streamingServer();
    server.on('GET /services/content/campaigns/stream_3mo_free/confirmation', () =>
      careFailure(404, 'CAMPAIGN_NOT_FOUND', 'error.code.campaign.not.found'),
    );
    server.on('GET /services/content/campaigns/default_conf_campaign/confirmation', () =>
      careOk({
        id: 'default_conf_campaign',
        kind: 'confirmation',
        salesHero: null,
        bullets: [],
        packageHighlights: [],
        listeningOptions: [],
        deals: [],
        confirmationHero: { title: 'Thanks for joining Orbit Radio', body: 'Enjoy.', image: null },
        legal: null,
      }),
    );
    const { app, user } = await atReview(server);
    await placeOrder(user);
    await app.heading('Thanks for joining Orbit Radio');
    expect(app.location()).toBe(`${ORGANIC}/thanks?programcode=USTPSRTP3MOFREE`);
  });

  it('shows the human check when the captcha check says REQUIRED, and the order carries its proof', async () => {
    const server = streamingServer();
    serveHumanChecks(server);
    server.on('POST /services/check-eligibility/captcha', () => careOk({ status: 'REQUIRED' }));
    server.on('POST /services/purchase/new-account', () => careOk(purchaseResult(), 201));
    const { app, user } = await atReview(server);
    expect(await screen.findByText('A quick security check')).toBeDefined();
    await screen.findByText('Done, you can continue.');
    await placeOrder(user);
    await app.heading('Welcome to Orbit Radio');
    expect(server.requestsTo('/services/purchase/new-account')[0]?.body).toMatchObject({
      captchaToken: 'token-1',
      captchaAnswer: answerOf('token-1'),
    });
  });

  it('asks for the check when the order is refused for want of one, and sends it again under the same id', async () => {
    const server = streamingServer();
    serveHumanChecks(server);
    let orders = 0;
    server.on('POST /services/purchase/new-account', () => {
      orders += 1;
      return orders === 1 ? captchaRequired() : careOk(purchaseResult(), 201);
    });
    const { app, user } = await atReview(server);
    await placeOrder(user);
    await screen.findByText('Done, you can continue.');
    expect(app.location()).toContain('/review');
    await placeOrder(user);
    await app.heading('Welcome to Orbit Radio');
    const [first, second] = idempotencyKeys(server);
    expect(second).toBe(first);
    const bodies = server
      .requestsTo('/services/purchase/new-account')
      .map((request) => request.body);
    expect(bodies[0]).not.toHaveProperty('captchaToken');
    expect(bodies[1]).toMatchObject({
      captchaToken: 'token-1',
      captchaAnswer: answerOf('token-1'),
    });
  });
});
