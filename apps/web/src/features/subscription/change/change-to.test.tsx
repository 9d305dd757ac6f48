import type { CareDeviceLookupResult } from '@orbit/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { careAccount } from '../../../testing/care-account-fakes.ts';
import { careError, careOk, type FakeServer } from '../../../testing/fake-server.ts';
import {
  answerOf,
  captchaRequired,
  serveHumanChecks,
  solvingAtOnce,
} from '../../../testing/human-check-fakes.ts';
import { answerLinkVerification, JANE_LPZ } from '../../../testing/link-verification-fakes.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { changePurchase, changeServer } from '../testing/change-fakes.ts';
import { completeChange, sentChangeOrder } from '../testing/change-steps.ts';

/**
 * Change-to (ADR 052): the satellite checkouts' radio steps, then the change-plan steps on the
 * radio's running plan. Jane's account (care-account-fakes): radio ****0001 with All Access
 * (sub_1), the Kitchen radio ****0009 with nothing running.
 */
const CHANGE_TO = '/subscribe/checkout/purchase/satellite/change-to';

function radio(overrides: Partial<CareDeviceLookupResult>): CareDeviceLookupResult {
  return {
    deviceRef: 'dref_0001',
    radioIdLastFour: '0001',
    deviceType: 'car',
    vehicle: { year: 2021, make: 'Lumen', model: 'Aria' },
    status: 'active',
    hasActiveSubscription: true,
    cardOnFile: { brand: 'visa', last4: '4242' },
    ...overrides,
  };
}

const RUNNING = radio({});

/** Jane signed in, her radios' device refs answered, and the change pages' answers. */
function changeToServer(): FakeServer {
  const server = changeServer();
  server.on('POST /services/account/device-ref', ({ body }) =>
    (body as { deviceId: string }).deviceId === 'dev_1'
      ? careOk(RUNNING)
      : careError(404, 'DEVICE_NOT_FOUND', 'error.code.device.not.found'),
  );
  return server;
}

type User = ReturnType<typeof userEvent.setup>;

/** The change steps' heading, once their chunk has arrived. */
function changeOpened() {
  return screen.findByRole('radio', { name: /Platinum VIP/ }, { timeout: 10_000 });
}

async function chooseCar(user: User) {
  await user.click(
    await screen.findByRole('button', { name: /^Choose .*, radio ID ending in 0001$/ }),
  );
}

/**
 * Opened on Platinum VIP yearly (`plancode`), the car chosen, its term confirmed and the card on
 * file: at the review, with the plan-change preview.
 */
async function atPreselectedReview(server: FakeServer, wrap?: (tree: ReactNode) => ReactNode) {
  const app = renderApp({
    url: `${CHANGE_TO}?plancode=SAT_PLATINUM_ANNUAL`,
    server,
    ...(wrap ? { wrap } : {}),
  });
  const user = userEvent.setup();
  await app.heading('Change a radio’s plan');
  await chooseCar(user);
  await screen.findByRole('radio', { name: /Yearly/ }, { timeout: 10_000 });
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('region', { name: 'Your change' });
  return { app, user };
}

describe('change a radio’s plan (change-to)', { timeout: 30_000 }, () => {
  it('changes the chosen radio’s plan: the plan-change quote, the order, thanks', async () => {
    const server = changeToServer();
    const app = renderApp({ url: CHANGE_TO, server });
    const user = userEvent.setup();
    await app.heading('Change a radio’s plan');
    expect(app.location()).toBe(`${CHANGE_TO}/device-select`);
    expect(app.analyticsTarget.digitalData?.pageInfo).toMatchObject({
      flowName: 'changeto',
      componentName: 'deviceselectstep',
    });
    await chooseCar(user);
    await changeOpened();
    expect(app.location()).toBe(`${CHANGE_TO}/new-plan`);
    expect(server.requestsTo('/services/account/device-ref')[0]?.body).toEqual({
      deviceId: 'dev_1',
      accountNumber: '10000001',
    });
    expect(server.requestsTo('/services/offers/customer/change')[0]?.body).toEqual({
      subscriptionId: 'sub_1',
      locale: 'en-US',
    });

    await user.click(screen.getByRole('radio', { name: /Platinum VIP/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(await screen.findByRole('radio', { name: /Yearly/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const preview = await screen.findByRole('region', { name: 'Your change' });
    expect(server.requestsTo('/services/quotes/quote')[0]?.body).toMatchObject({
      planCodes: [{ planCode: 'SAT_PLATINUM_ANNUAL' }],
      subscriptionId: 'sub_1',
    });
    expect(within(preview).getByText(/The change happens today/)).toBeDefined();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('State sales tax (8.25%)')).toBeDefined();

    await completeChange(user);
    await app.heading('Your subscription has been updated');
    const { body, idempotencyKey } = sentChangeOrder(server);
    expect(body).toMatchObject({
      subscriptionId: 'sub_1',
      quoteId: 'quote_1',
      plans: [{ planCode: 'SAT_PLATINUM_ANNUAL' }],
      paymentInfo: { useCardOnFile: true },
    });
    expect(idempotencyKey).toBe(body.paymentInfo.transactionId);
    expect(app.location()).toBe(`${CHANGE_TO}/new-plan/thanks`);
    expect(screen.getByRole('button', { name: /Listen now/ })).toBeDefined();
    // The thanks page records the completed change in an effect, after its first paint.
    await waitFor(() =>
      expect(app.analyticsTarget.digitalData?.planInfo).toMatchObject({
        planChangeStatus: 'completed',
        subscriptionId: 'sub_1',
      }),
    );
  });

  it('comes with the plan of the link’s plancode chosen, its term to confirm', async () => {
    const app = renderApp({
      url: `${CHANGE_TO}?plancode=SAT_PLATINUM_ANNUAL`,
      server: changeToServer(),
    });
    const user = userEvent.setup();
    await app.heading('Change a radio’s plan');
    await chooseCar(user);
    const yearly = await screen.findByRole('radio', { name: /Yearly/ }, { timeout: 10_000 });
    expect((yearly as HTMLInputElement).checked).toBe(true);
    expect(
      screen.getByRole('heading', { name: /Pick your plan/ }).closest('section')?.textContent,
    ).toContain('Platinum VIP');
    expect(app.location()).toBe(`${CHANGE_TO}/new-plan?plancode=SAT_PLATINUM_ANNUAL`);
  });

  it('sends a declined card back to payment, and the next order goes with a new transaction id', async () => {
    const server = changeToServer();
    let tries = 0;
    server.on('POST /services/purchase/change-subscription', () => {
      tries += 1;
      return tries === 1
        ? careError(402, 'CARD_DECLINED', 'error.code.credit.card.declined')
        : careOk(changePurchase());
    });
    const { app, user } = await atPreselectedReview(server);
    await completeChange(user);
    expect(await screen.findByText(/Your card could not be processed/)).toBeDefined();
    expect(app.location()).toBe(`${CHANGE_TO}/new-plan?plancode=SAT_PLATINUM_ANNUAL`);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('region', { name: 'Your change' });
    await completeChange(user);
    await app.heading('Your subscription has been updated');
    const ids = server
      .requestsTo('/services/purchase/change-subscription')
      .map(
        (request) =>
          (request.body as { paymentInfo: { transactionId: string } }).paymentInfo.transactionId,
      );
    expect(ids).toHaveLength(2);
    expect(ids[1]).not.toBe(ids[0]);
  });

  it('asks for the human check when the order is refused for want of one, and sends it again under the same id', async () => {
    const server = changeToServer();
    serveHumanChecks(server);
    let orders = 0;
    server.on('POST /services/purchase/change-subscription', () => {
      orders += 1;
      return orders === 1 ? captchaRequired() : careOk(changePurchase());
    });
    const { app, user } = await atPreselectedReview(server, solvingAtOnce);
    await completeChange(user);
    await screen.findByText('Done, you can continue.');
    await completeChange(user);
    await app.heading('Your subscription has been updated');
    const sent = server.requestsTo('/services/purchase/change-subscription');
    const keys = sent.map((request) => new Headers(request.init.headers).get('Idempotency-Key'));
    expect(keys[1]).toBe(keys[0]);
    expect(sent[0]?.body).not.toHaveProperty('captchaToken');
    expect(sent[1]?.body).toMatchObject({
      captchaToken: 'token-1',
      captchaAnswer: answerOf('token-1'),
    });
  });

  it('asks a visitor who found the radio for last name, phone and zip, then changes its plan', async () => {
    const server = changeToServer();
    answerLinkVerification(server);
    server.on('POST /services/device/validate', () => careOk(RUNNING));
    const app = renderApp({ url: CHANGE_TO, server });
    const user = userEvent.setup();
    await app.heading('Find your radio');
    expect(app.location()).toBe(`${CHANGE_TO}/device-lookup`);
    expect(screen.getByText('Tell us which radio’s plan you want to change.')).toBeDefined();
    await user.type(await screen.findByLabelText('Radio ID'), 'ORBX0001');
    await user.click(screen.getByRole('button', { name: 'Find my radio' }));
    await screen.findByRole(
      'heading',
      { level: 2, name: 'First, confirm it’s you' },
      { timeout: 10_000 },
    );
    expect(app.location()).toBe(`${CHANGE_TO}/new-plan`);
    expect(server.requestsTo('/services/offers/customer/change')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), JANE_LPZ.lastName);
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), JANE_LPZ.phoneNumber);
    await user.type(screen.getByRole('textbox', { name: /ZIP code/ }), JANE_LPZ.zipCode);
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await changeOpened();
    expect(server.requestsTo('/services/offers/customer/change')[0]?.body).toMatchObject({
      subscriptionId: 'sub_1',
    });
  });

  it('sends a radio whose plan is no longer running to the add-radio flow', async () => {
    const server = changeToServer();
    server.on('POST /services/account', () => careOk({ ...careAccount(), subscriptions: [] }));
    const app = renderApp({ url: CHANGE_TO, server });
    const user = userEvent.setup();
    await app.heading('Change a radio’s plan');
    await chooseCar(user);
    await waitFor(
      () =>
        expect(app.location()).toBe(
          '/subscribe/checkout/purchase/satellite/add-radio-router/device-select',
        ),
      { timeout: 10_000 },
    );
  });

  it('sends a door that cannot open to the technical-issues page', async () => {
    const server = changeToServer();
    let accountCalls = 0;
    server.on('POST /services/account', () => {
      accountCalls += 1;
      // The list loads; the change's door then finds no answer.
      return accountCalls === 1
        ? careOk(careAccount())
        : careError(500, 'SYSTEM_ERROR', 'error.common.system');
    });
    const app = renderApp({ url: CHANGE_TO, server });
    const user = userEvent.setup();
    await app.heading('Change a radio’s plan');
    await chooseCar(user);
    await app.heading('We’re having technical issues');
    expect(app.location()).toBe('/subscribe/checkout/purchase/satellite/technical-issues');
  });
});
