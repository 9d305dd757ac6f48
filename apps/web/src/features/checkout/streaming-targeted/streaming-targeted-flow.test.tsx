import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usd } from '../../../testing/care-account-fakes.ts';
import { careOk } from '../../../testing/fake-server.ts';
import { streamingOffer } from '../../../testing/offer-fakes.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  foundRadio,
  offersOf,
  satelliteOffer,
  satelliteQuote,
  satelliteServer,
} from '../satellite/testing/satellite-fakes.ts';
import { fillAddress, fillCard, placeOrder } from '../satellite/testing/satellite-steps.ts';
import { careFailure } from '../testing/streaming-fakes.ts';

const TARGETED = '/subscribe/checkout/purchase/streaming/targeted';
const ADD_STREAMING = `${TARGETED}/add-streaming`;
const ADD_PLAN = `${TARGETED}/add-plan`;
const STREAMING_TITLE = 'Add Orbit Radio streaming to your account';

/** A satellite customer's radio, its paid plan running: what a streaming link is sent for. */
const SUBSCRIBED_RADIO = foundRadio({
  deviceRef: 'dref_active_0003',
  radioIdLastFour: '0003',
  status: 'active',
  hasActiveSubscription: true,
});

/** The care API of a happy checkout, answering streaming or satellite offers as asked. */
function targetedServer(radio = SUBSCRIBED_RADIO) {
  const server = satelliteServer({ radio });
  server.on('POST /services/offers/customer', ({ body }) =>
    careOk(
      offersOf(
        (body as { streaming: boolean }).streaming
          ? streamingOffer({ planCode: 'STREAM_PLAT_MONTHLY', type: 'SelfPay' })
          : satelliteOffer(),
      ),
    ),
  );
  return server;
}

const tokenCalls = (server: ReturnType<typeof satelliteServer>) =>
  server.requestsTo('/services/identification/token').map((request) => request.body);

describe('streaming targeted checkout', { timeout: 30_000 }, () => {
  it('reads tkn as a SALES_STREAMING token and sells streaming beside the running plan', async () => {
    const server = targetedServer();
    const app = renderApp({ url: `${TARGETED}?tkn=streaming.token`, server });
    await app.heading(STREAMING_TITLE);
    expect(tokenCalls(server)).toEqual([
      { token: 'streaming.token', tokenType: 'SALES_STREAMING' },
    ]);
    expect(server.requestsTo('/services/offers/customer')[0]?.body).toEqual({
      streaming: true,
      deviceRef: 'dref_active_0003',
      programCode: 'SATWINBACK',
      locale: 'en-US',
    });
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 2' })).toBeDefined();
    expect(app.analyticsTarget.digitalData?.pageInfo).toMatchObject({
      flowName: 'checkoutstreamingtargeted',
    });

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Now let’s set up your payment');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Set up your payment');
    await fillAddress(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Review your order');
    expect(screen.queryByText(/ending in 0003/)).toBeNull();
    await placeOrder(user);
    await screen.findByText(/Sign in to the Orbit Radio app or website/);
    expect(app.location()).toBe(`${TARGETED}/thanks?tkn=streaming.token`);
    expect(screen.queryByText('ending in 0003')).toBeNull();
    const [purchase] = server.requestsTo('/services/purchase/add-subscription');
    expect(purchase?.body).toMatchObject({
      deviceRef: 'dref_active_0003',
      plans: [{ planCode: 'STREAM_PLAT_MONTHLY' }],
      agreementAccepted: true,
    });
    const body = purchase?.body as { paymentInfo?: { transactionId: string } } | undefined;
    const key = body?.paymentInfo?.transactionId;
    expect(key).toBeTruthy();
    expect(new Headers(purchase?.init.headers).get('Idempotency-Key')).toBe(key);
    expect(server.requestsTo('/services/purchase/change-subscription')).toHaveLength(0);
  });

  it('serves add-streaming the same way, an account link included', async () => {
    const server = targetedServer();
    const app = renderApp({ url: `${ADD_STREAMING}?atok=account.token`, server });
    await app.heading(STREAMING_TITLE);
    expect(tokenCalls(server)).toEqual([{ token: 'account.token', tokenType: 'ACCOUNT' }]);
    expect(app.analyticsTarget.digitalData?.pageInfo).toMatchObject({
      flowName: 'checkoutstreamingaddstreaming',
    });
  });

  it('sells add-plan a satellite plan for the account’s other radio', async () => {
    const server = targetedServer(foundRadio());
    const app = renderApp({ url: `${ADD_PLAN}?atok=account.token`, server });
    await app.heading('Get Orbit Radio in your car');
    expect(server.requestsTo('/services/offers/customer')[0]?.body).toMatchObject({
      streaming: false,
      deviceRef: 'dref_closed_0002',
    });
    expect(screen.getByText('ending in 0002')).toBeDefined();
  });

  it('serves mrd as add-plan’s sale under its own address and analytics name', async () => {
    const server = targetedServer(foundRadio());
    server.on('POST /services/offers/customer', () =>
      careOk(offersOf(satelliteOffer({ mrdEligible: true }))),
    );
    const app = renderApp({ url: `${TARGETED}/mrd?atok=account.token`, server });
    await app.heading('Get Orbit Radio in your car');
    expect(server.requestsTo('/services/offers/customer')[0]?.body).toMatchObject({
      streaming: false,
    });
    expect(app.analyticsTarget.digitalData?.pageInfo).toMatchObject({
      flowName: 'checkoutstreamingmrd',
    });
  });

  it('shows mrd only the plans that take the multi-radio discount, and the saving on review', async () => {
    const server = targetedServer(foundRadio());
    // The lead plan does not take the discount: Music Showcase, which does, leads instead.
    server.on('POST /services/offers/customer', () =>
      careOk(
        offersOf(
          satelliteOffer({ mrdEligible: false }),
          satelliteOffer({
            planCode: 'SAT_SHOWCASE_MONTHLY',
            packageId: 'SAT_MUSIC_SHOWCASE',
            packageName: 'Music Showcase',
            mrdEligible: true,
          }),
        ),
      ),
    );
    server.on('POST /services/quotes/quote', ({ body }) => {
      const planCode = (body as { planCodes: { planCode: string }[] }).planCodes[0]?.planCode;
      const quote = satelliteQuote(planCode ?? '');
      const details = quote.currentQuote.details.map((detail) => ({
        ...detail,
        packageName: 'Music Showcase',
        priceAmount: usd(detail.priceAmount.amountMinor - 300),
        isMrdEligible: true,
        mrdDiscount: usd(300),
      }));
      return careOk({ ...quote, currentQuote: { ...quote.currentQuote, details } });
    });
    const app = renderApp({ url: `${TARGETED}/mrd?atok=account.token`, server });
    await app.heading('Get Orbit Radio in your car');
    expect(screen.getByRole('heading', { name: /Music Showcase/ })).toBeDefined();
    expect(screen.queryByRole('heading', { name: /All Access/ })).toBeNull();

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Now let’s set up your payment');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Set up your payment');
    await fillAddress(user);
    await fillCard(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading('Review your order');
    expect(server.requestsTo('/services/quotes/quote')[0]?.body).toMatchObject({
      planCodes: [{ planCode: 'SAT_SHOWCASE_MONTHLY' }],
    });
    expect(screen.getByText('Multi-radio discount').nextSibling?.textContent).toBe('-$3.00');
  });

  it('sends add-plan’s radio whose plan runs to the active-subscription page', async () => {
    const server = targetedServer();
    const app = renderApp({ url: `${ADD_PLAN}?tkn=audio.token`, server });
    await app.heading('You already have a subscription');
    expect(tokenCalls(server)).toEqual([{ token: 'audio.token', tokenType: 'SALES_AUDIO' }]);
  });

  it('turns a refused streaming link into the code form, whose code is a streaming one', async () => {
    const server = targetedServer();
    server.on('POST /services/identification/token', ({ body }) =>
      (body as { token: string }).token === 'GOOD-CODE'
        ? careOk({ ...SUBSCRIBED_RADIO, programCode: null })
        : careFailure(400, 'INVALID_TOKEN', 'error.token.invalid'),
    );
    const app = renderApp({ url: `${TARGETED}?tkn=expired.token`, server });
    await app.heading('Enter the code from your email');
    expect(app.location()).toBe(`${TARGETED}/enter-code?tkn=expired.token`);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Your code'), 'GOOD-CODE');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await app.heading(STREAMING_TITLE);
    expect(tokenCalls(server).at(-1)).toEqual({ token: 'GOOD-CODE', tokenType: 'SALES_STREAMING' });
  });
});
