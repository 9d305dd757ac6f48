import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careOk } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { careFailure } from '../testing/streaming-fakes.ts';
import {
  MUSIC_OFFER,
  ORGANIC_NEW,
  offersOf,
  SATELLITE,
  satelliteOffer,
  satelliteServer,
} from './testing/satellite-fakes.ts';
import {
  continueWithRadio,
  fillAddress,
  fillCard,
  findRadioById,
  placeOrder,
} from './testing/satellite-steps.ts';

const ENTRY = `${ORGANIC_NEW}?promocode=SPRING`;

async function toPayment(server = satelliteServer(), url = ENTRY) {
  const app = renderApp({ url, server });
  const user = userEvent.setup();
  await app.heading('Get Orbit Radio in your car');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await app.heading('Find your radio');
  expect(screen.getByRole('progressbar', { name: 'Step 1 of 3' })).toBeDefined();
  await findRadioById(user);
  await continueWithRadio(user);
  await app.heading('Now let’s set up your payment');
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await app.heading('Set up your payment');
  return { app, user, server };
}

describe('satellite organic entry', { timeout: 20_000 }, () => {
  it('loads the satellite offers with the validated promo code', async () => {
    const server = satelliteServer();
    const app = renderApp({ url: `${ENTRY}&programcode=SATORG`, server });
    await app.heading('Get Orbit Radio in your car');
    expect(server.requestsTo('/services/offers/promocode/validate')[0]?.body).toEqual({
      marketingPromoCode: 'SPRING',
      streaming: false,
    });
    expect(server.requestsTo('/services/offers')[0]?.body).toEqual({
      streaming: false,
      locale: 'en-US',
      programCode: 'SATORG',
      marketingPromoCode: 'SPRING',
    });
    expect(screen.getByRole('heading', { name: 'All Access' })).toBeDefined();
  });

  it('shows the offers without an invalid promo code, saying so', async () => {
    const server = satelliteServer();
    server.on('POST /services/offers/promocode/validate', () =>
      careFailure(400, 'INVALID_OFFER_DATA', 'error.code.promo.code.invalid', [
        { errorCode: 'NOT_FOUND', fieldName: 'marketingPromoCode' },
      ]),
    );
    const app = renderApp({ url: ENTRY, server });
    await app.heading('Get Orbit Radio in your car');
    expect(screen.getByText('That promo code isn’t valid')).toBeDefined();
    expect(server.requestsTo('/services/offers')[0]?.body).toEqual({
      streaming: false,
      locale: 'en-US',
    });
  });

  it('answers an empty promo code with the same message, without asking the server', async () => {
    const server = satelliteServer();
    const app = renderApp({ url: `${ORGANIC_NEW}?promocode=`, server });
    await app.heading('Get Orbit Radio in your car');
    expect(screen.getByText('That promo code isn’t valid')).toBeDefined();
    expect(server.requestsTo('/services/offers/promocode/validate')).toHaveLength(0);
  });

  it('sends a redeemed promo code to its page, whose way back drops the code', async () => {
    const server = satelliteServer();
    server.on('POST /services/offers/promocode/validate', () =>
      careFailure(400, 'INVALID_OFFER_DATA', 'error.code.promo.code.invalid', [
        { errorCode: 'ALREADY_REDEEMED', fieldName: 'marketingPromoCode' },
      ]),
    );
    const app = renderApp({ url: `${ENTRY}&programcode=SATORG`, server });
    await app.heading('This promo code has already been used');
    expect(app.location()).toBe(
      `${SATELLITE}/promo-code-redeemed-error?promocode=SPRING&programcode=SATORG`,
    );
    expect(screen.getByRole('link', { name: 'Back to the offer' }).getAttribute('href')).toBe(
      `${ORGANIC_NEW}?programcode=SATORG`,
    );
  });

  it('sends an expired promo code to the expired-offer page', async () => {
    const server = satelliteServer();
    server.on('POST /services/offers/promocode/validate', () =>
      careFailure(400, 'INVALID_OFFER_DATA', 'error.code.promo.code.invalid', [
        { errorCode: 'OUTSIDE_START_AND_END_DATE', fieldName: 'marketingPromoCode' },
      ]),
    );
    const app = renderApp({ url: ENTRY, server });
    await app.heading('This offer has ended');
  });

  it('serves the same flow at satellite/organic, where organic/new goes with its flag off', async () => {
    const server = satelliteServer({ flags: {} });
    const app = renderApp({ url: ENTRY, server });
    await app.heading('Get Orbit Radio in your car');
    expect(app.location()).toBe(`${SATELLITE}/organic?promocode=SPRING`);
  });
});

describe('satellite organic checkout', { timeout: 30_000 }, () => {
  it('asks for the full service address and the card, then prices the quote at that address', async () => {
    const { app, user, server } = await toPayment();
    expect(screen.getByRole('progressbar', { name: 'Step 2 of 3' })).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    for (const text of [
      'Enter your street address.',
      'Enter your city.',
      'Choose your state.',
      'Enter your ZIP code.',
      'Enter your email address.',
      'Enter your card number.',
    ]) {
      expect(await screen.findByText(text)).toBeDefined();
    }
    expect(document.activeElement).toBe(screen.getByLabelText('First name'));

    await fillAddress(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Review your order');
    expect(screen.getByRole('progressbar', { name: 'Step 3 of 3' })).toBeDefined();
    expect(server.requestsTo('/services/quotes/quote')[0]?.body).toEqual({
      planCodes: [{ planCode: 'SAT_ALLACCESS_MONTHLY' }],
      serviceAddress: {
        streetAddress: '100 Congress Ave',
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
        country: 'US',
      },
      marketingPromoCode: 'SPRING',
      // Package names in the quote come back in the reader's language.
      locale: 'en-US',
    });
    expect(screen.getByText('2022 Lumen Aria · Radio ID ending in 0002')).toBeDefined();
    expect(screen.getByText('100 Congress Ave, Austin, TX 78701')).toBeDefined();
    expect(screen.getByText('Visa ending in 4242')).toBeDefined();
  });

  it('places the order with the radio’s deviceRef and the card token, then confirms it', async () => {
    const { app, user, server } = await toPayment();
    await fillAddress(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Review your order');
    await placeOrder(user);
    await app.heading('Your radio is ready');
    const [purchase] = server.requestsTo('/services/purchase/add-subscription');
    const body = purchase?.body as Record<string, unknown> & {
      paymentInfo: { transactionId: string; cardInfo: { cardToken: string } };
    };
    expect(body).toMatchObject({
      deviceRef: 'dref_closed_0002',
      plans: [{ planCode: 'SAT_ALLACCESS_MONTHLY' }],
      marketingPromoCode: 'SPRING',
      languagePreference: 'en-US',
      agreementAccepted: true,
      paymentInfo: { useCardOnFile: false, paymentType: 'creditCard' },
      serviceAddress: {
        streetAddress: '100 Congress Ave',
        city: 'Austin',
        state: 'TX',
        postalCode: '78701',
        country: 'US',
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '5125550101',
        email: 'ada@orbitradio.test',
      },
    });
    expect(body.paymentInfo.cardInfo.cardToken).toMatch(/^ctok_4242_/);
    expect(JSON.stringify(body)).not.toContain('4242424242424242');
    expect(new Headers(purchase?.init.headers).get('Idempotency-Key')).toBe(
      body.paymentInfo.transactionId,
    );
    expect(app.location()).toBe(`${ORGANIC_NEW}/thanks?promocode=SPRING`);
    expect(screen.getByText('ending in 0002')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Create my sign-in' }).getAttribute('href')).toBe(
      '/sign-up',
    );
  });

  it('offers the card on file and then sends useCardOnFile with no token', async () => {
    const server = satelliteServer({
      radio: {
        deviceRef: 'dref_trial_0004',
        radioIdLastFour: '0004',
        deviceType: 'car',
        vehicle: { year: 2024, make: 'Lumen', model: 'Nova' },
        status: 'inactive',
        hasActiveSubscription: false,
        cardOnFile: { brand: 'visa', last4: '1111' },
      },
    });
    const { app, user } = await toPayment(server);
    const onFile = screen.getByRole('radio', { name: 'Use my card on file (Visa ending in 1111)' });
    expect((onFile as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Card number')).toBeNull();
    await fillAddress(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Review your order');
    expect(screen.getByText('Card on file: Visa ending in 1111')).toBeDefined();
    await placeOrder(user);
    await app.heading('Your radio is ready');
    expect(server.requestsTo('/payments/sandbox/v1/tokens')).toHaveLength(0);
    const body = server.requestsTo('/services/purchase/add-subscription')[0]?.body as {
      paymentInfo: Record<string, unknown>;
    };
    expect(body.paymentInfo).toEqual({
      useCardOnFile: true,
      paymentType: 'creditCard',
      transactionId: expect.stringMatching(/^OSC-/),
    });
  });

  it('sends a card failure back to payment, and the next order goes with a new transaction id', async () => {
    const server = satelliteServer();
    server.on('POST /services/purchase/add-subscription', () =>
      careFailure(402, 'CARD_DECLINED', 'error.code.credit.card.declined'),
    );
    const { app, user } = await toPayment(server);
    await fillAddress(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Review your order');
    await placeOrder(user);
    await app.heading('Set up your payment');
    expect(app.location()).toBe(`${ORGANIC_NEW}/payment?promocode=SPRING`);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'There was a problem processing your card',
    );
    // The address is kept; the card is asked for again.
    expect((screen.getByLabelText('Street address') as HTMLInputElement).value).toBe(
      '100 Congress Ave',
    );
    expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('');

    server.on('POST /services/purchase/add-subscription', () =>
      satelliteServer().fetch('/services/purchase/add-subscription', { method: 'POST' }),
    );
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Review your order');
    await placeOrder(user);
    await app.heading('Your radio is ready');
    const keys = server
      .requestsTo('/services/purchase/add-subscription')
      .map((request) => new Headers(request.init.headers).get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^OSC-/);
    expect(keys[1]).toMatch(/^OSC-/);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('offers the stand-in plan when the order is refused as for new subscribers only', async () => {
    const server = satelliteServer();
    server.on('POST /services/purchase/add-subscription', () =>
      careFailure(409, 'INELIGIBLE_FOR_OFFER', 'error.code.offer.ineligible'),
    );
    server.on('POST /services/offers/customer', ({ body }) =>
      careOk(
        (body as { retrieveFallbackOffer?: boolean }).retrieveFallbackOffer
          ? offersOf({ ...MUSIC_OFFER, fallbackReason: 'INELIGIBLE' })
          : offersOf(satelliteOffer()),
      ),
    );
    const { app, user } = await toPayment(server);
    await fillAddress(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Review your order');
    await placeOrder(user);
    await app.heading('Set up your payment');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'That offer is for new subscribers only',
    );
    expect(screen.getByRole('heading', { name: 'Music & Entertainment' })).toBeDefined();
  });

  it('starts a reloaded review again at find your radio', async () => {
    const app = renderApp({ url: `${ORGANIC_NEW}/review`, server: satelliteServer() });
    await app.heading('Find your radio');
    await waitFor(() => expect(app.location()).toBe(`${ORGANIC_NEW}/device-lookup`));
  });
});
