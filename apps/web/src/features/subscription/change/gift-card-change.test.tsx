import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usd } from '../../../testing/care-account-fakes.ts';
import { careError, careOk } from '../../../testing/fake-server.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import {
  CHANGE_PATH,
  changePurchase,
  changeServer,
  PLATINUM_ANNUAL_QUOTE,
} from '../testing/change-fakes.ts';

type User = ReturnType<typeof userEvent.setup>;

const ENTRY = `${CHANGE_PATH}?subscriptionId=sub_1`;
const GIFT_CARD = '6006491234500025';

/** The Platinum yearly preview ($238.02 today) with a $25.00 gift card paying first. */
const WITH_GIFT_CARD = {
  ...PLATINUM_ANNUAL_QUOTE,
  currentQuote: { ...PLATINUM_ANNUAL_QUOTE.currentQuote, currentBalance: usd(21_302) },
};

/** Platinum yearly picked: the payment step open, the card on file chosen. */
async function toPayment(user: User) {
  await user.click(await screen.findByRole('radio', { name: /Platinum VIP/ }, { timeout: 10_000 }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await user.click(await screen.findByRole('radio', { name: /Yearly/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: /Enter your payment information/ });
}

async function typeGiftCard(user: User, number: string) {
  await user.click(screen.getByRole('checkbox', { name: 'I have a gift card' }));
  await user.type(screen.getByRole('textbox', { name: /Gift card number/ }), number);
}

describe('the change payment step with a gift card', { timeout: 30_000 }, () => {
  it('prices with the gift card, shows its part, and confirms with the same card', async () => {
    const server = changeServer();
    server.on('POST /services/quotes/quote', () => careOk(WITH_GIFT_CARD));
    server.on('POST /services/purchase/change-subscription', () =>
      careOk(changePurchase({ amountCharged: usd(21_302), giftCardAmountApplied: usd(2500) })),
    );
    const app = renderApp({ url: ENTRY, server });
    const user = userEvent.setup();
    await toPayment(user);
    await typeGiftCard(user, GIFT_CARD);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Your change' });

    expect(server.requestsTo('/services/quotes/quote')[0]?.body).toMatchObject({
      subscriptionId: 'sub_1',
      giftCards: [{ number: GIFT_CARD }],
    });
    const summary = screen.getByRole('region', { name: 'Order summary' });
    expect(within(summary).getByText('Gift card').nextSibling?.textContent).toBe('−$25.00');
    expect(within(summary).getByText('$213.02')).toBeDefined();
    expect(screen.getByText(/and the gift card ending in 0025/)).toBeDefined();

    const agreement = screen.getByRole('checkbox', { name: /I agree that my subscription renews/ });
    if (!(agreement as HTMLInputElement).checked) await user.click(agreement);
    await user.click(screen.getByRole('button', { name: 'Complete My Order' }));
    await app.heading('Your subscription has been updated');
    expect(server.requestsTo('/services/purchase/change-subscription')[0]?.body).toMatchObject({
      quoteId: 'quote_1',
      paymentInfo: { useCardOnFile: true, giftCards: [{ number: GIFT_CARD }] },
    });
    expect(screen.getByText('Paid by gift card').nextSibling?.textContent).toBe('$25.00');
    expect(screen.getByText('Charged today').nextSibling?.textContent).toBe('$213.02');
  });

  it('checks the typed gift card before pricing anything', async () => {
    const server = changeServer();
    renderApp({ url: ENTRY, server });
    const user = userEvent.setup();
    await toPayment(user);
    await typeGiftCard(user, '12345');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      screen.getByRole('textbox', { name: /Gift card number/ }).getAttribute('aria-invalid'),
    ).toBe('true');
    expect(server.requestsTo('/services/quotes/quote')).toEqual([]);
  });

  it('says why the gift card was refused and stays on the payment step', async () => {
    const server = changeServer();
    server.on('POST /services/quotes/quote', () =>
      careError(400, 'NO_GIFT_CARD_BALANCE', 'error.code.gift.card.no.balance', [
        { errorCode: 'INVALID', fieldName: 'giftCards.0' },
      ]),
    );
    renderApp({ url: ENTRY, server });
    const user = userEvent.setup();
    await toPayment(user);
    await typeGiftCard(user, GIFT_CARD);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('This gift card has no balance left.')).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Your change' })).toBeNull();
  });

  it('goes back to the payment step when the confirm finds the gift card spent', async () => {
    const server = changeServer();
    server.on('POST /services/quotes/quote', () => careOk(WITH_GIFT_CARD));
    server.on('POST /services/purchase/change-subscription', () =>
      careError(400, 'NO_GIFT_CARD_BALANCE', 'error.code.gift.card.no.balance'),
    );
    renderApp({ url: ENTRY, server });
    const user = userEvent.setup();
    await toPayment(user);
    await typeGiftCard(user, GIFT_CARD);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Your change' });
    const agreement = screen.getByRole('checkbox', { name: /I agree that my subscription renews/ });
    if (!(agreement as HTMLInputElement).checked) await user.click(agreement);
    await user.click(screen.getByRole('button', { name: 'Complete My Order' }));
    expect(await screen.findByText('This gift card has no balance left.')).toBeDefined();
    // The gift card is still filled in, to fix or untick.
    expect(screen.getByRole('textbox', { name: /Gift card number/ })).toHaveProperty(
      'value',
      GIFT_CARD,
    );
  });
});
