import type { PurchaseMultiSubscriptionRequest } from '@orbit/domain';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { careError } from '../../../testing/fake-server.ts';
import {
  answerOf,
  captchaRequired,
  serveHumanChecks,
  solvingAtOnce,
} from '../../../testing/human-check-fakes.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { MULTI_RADIO_PATH, multiRadioServer } from './testing/multi-radio-fakes.ts';

type User = ReturnType<typeof userEvent.setup>;
type Fake = ReturnType<typeof multiRadioServer>;

/** The page's heading. The flow arrives by a second lazy chunk: a cold worker may be slow. */
function landed() {
  return screen.findByRole(
    'heading',
    { level: 1, name: 'Subscribe several radios at once' },
    { timeout: 10_000 },
  );
}

/** The kitchen radio on All Access, the boat on Music Showcase, the card on file: to review. */
async function toReview(user: User) {
  await user.click(await screen.findByRole('checkbox', { name: 'Kitchen' }));
  await user.click(screen.getByRole('checkbox', { name: 'Marine radio' }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await choosePlans(user);
  await pay(user);
}

async function choosePlans(user: User) {
  const kitchen = await screen.findByRole('group', { name: 'Plans for Kitchen (0009)' });
  await user.click(within(kitchen).getByRole('radio', { name: /All Access/ }));
  const boat = screen.getByRole('group', { name: 'Plans for Marine radio (0033)' });
  await user.click(within(boat).getByRole('radio', { name: /Music Showcase/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
}

async function pay(user: User) {
  // The owner's card on file is offered first, the form pre-filled from the account.
  const onFile = await screen.findByRole('radio', {
    name: 'Use my card on file (Visa ending in 4242)',
  });
  expect(onFile).toHaveProperty('checked', true);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('button', { name: 'Complete My Order' });
}

async function complete(user: User) {
  const agreement = screen.getByRole('checkbox', { name: /I agree/ });
  if (!(agreement as HTMLInputElement).checked) await user.click(agreement);
  await user.click(screen.getByRole('button', { name: 'Complete My Order' }));
}

const orderOf = (fake: Fake, index: number) =>
  fake.calls.purchase.mock.calls[index]?.[0] as PurchaseMultiSubscriptionRequest;

describe('multi-radio purchase', { timeout: 40_000 }, () => {
  it('buys plans for two radios in one order to thanks, the discount on its own line', async () => {
    const fake = multiRadioServer();
    const app = renderApp({ url: MULTI_RADIO_PATH, server: fake.server });
    const user = userEvent.setup();
    await landed();
    await toReview(user);
    expect(fake.calls.quote).toHaveBeenCalledWith({
      radios: [
        { deviceRef: 'mref_0009', planCode: 'US_SAT_AA_MO' },
        { deviceRef: 'mref_0033', planCode: 'US_SAT_MS_MO' },
      ],
    });
    expect(screen.getByText('Kitchen (ending in 0009)').nextSibling?.textContent).toBe(
      'All Access · $23.99',
    );
    // The charge shows All Access before the discount, and the saving on its own row.
    const [today] = screen.getAllByText('All Access (1 month)');
    expect(today?.nextSibling?.textContent).toBe('$23.99');
    const [saving] = screen.getAllByText('Multi-radio discount');
    expect(saving?.nextSibling?.textContent).toBe('-$5.00');
    await complete(user);
    await app.heading('Your radios are subscribed');
    const order = orderOf(fake, 0);
    expect(order).toMatchObject({
      radios: [
        { deviceRef: 'mref_0009', planCode: 'US_SAT_AA_MO' },
        { deviceRef: 'mref_0033', planCode: 'US_SAT_MS_MO' },
      ],
      paymentInfo: { useCardOnFile: true },
      languagePreference: 'en-US',
      agreementAccepted: true,
    });
    expect(order).not.toHaveProperty('billingAddress');
    const [sent] = fake.server.requestsTo('/services/purchase/multi-subscription');
    expect(new Headers(sent?.init.headers).get('Idempotency-Key')).toBe(
      order.paymentInfo.transactionId,
    );
    expect(screen.getByText('Marine radio (ending in 0033)').nextSibling?.textContent).toBe(
      'Music Showcase',
    );
    expect(screen.getByText('Multi-radio discount included').nextSibling?.textContent).toBe(
      '−$5.00',
    );
    expect(screen.getByText('$39.29')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Listen now' })).toBeDefined();
  });

  it('sends a refused radio back to plans, naming it; nothing was charged', async () => {
    const fake = multiRadioServer();
    fake.calls.purchase.mockRejectedValueOnce(
      careError(409, 'INELIGIBLE_FOR_OFFER', 'error.offer.ineligible', [
        { errorCode: 'INVALID', fieldName: 'radios.1' },
      ]),
    );
    renderApp({ url: MULTI_RADIO_PATH, server: fake.server });
    const user = userEvent.setup();
    await landed();
    await toReview(user);
    await complete(user);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(
      'Marine radio (0033) can’t be subscribed to this plan: this radio can’t get this plan. Nothing was charged.',
    );
    expect(screen.getByRole('group', { name: 'Plans for Marine radio (0033)' })).toBeDefined();
  });

  it('sends a declined card back to payment, then orders with a new transaction id', async () => {
    const fake = multiRadioServer();
    fake.calls.purchase.mockRejectedValueOnce(careError(402, 'CARD_DECLINED', 'error.code.any'));
    const app = renderApp({ url: MULTI_RADIO_PATH, server: fake.server });
    const user = userEvent.setup();
    await landed();
    await toReview(user);
    await complete(user);
    expect((await screen.findByRole('alert')).textContent).toMatch(/Your card was declined/);
    await pay(user);
    await complete(user);
    await app.heading('Your radios are subscribed');
    const [first, second] = [orderOf(fake, 0), orderOf(fake, 1)];
    expect(second.paymentInfo.transactionId).not.toBe(first.paymentInfo.transactionId);
  });

  it('asks for the human check on 428 and orders again with its proof under the same key', async () => {
    const fake = multiRadioServer();
    serveHumanChecks(fake.server);
    fake.calls.purchase.mockRejectedValueOnce(captchaRequired());
    const app = renderApp({ url: MULTI_RADIO_PATH, server: fake.server, wrap: solvingAtOnce });
    const user = userEvent.setup();
    await landed();
    await toReview(user);
    await complete(user);
    await screen.findByText('Done, you can continue.');
    await complete(user);
    await app.heading('Your radios are subscribed');
    const [first, second] = [orderOf(fake, 0), orderOf(fake, 1)];
    expect(second).toMatchObject({ captchaToken: 'token-1', captchaAnswer: answerOf('token-1') });
    expect(second.paymentInfo.transactionId).toBe(first.paymentInfo.transactionId);
  });
});
