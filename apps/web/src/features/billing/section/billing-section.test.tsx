import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import cardStyles from '../../../shared/ui/card.module.css';
import { GIFT_CARD_ERROR_CODES } from '../gift-card/gift-card-errors.ts';
import { BillingSectionContent } from '../section/billing-section.tsx';
import { careRefusal, fakeBillingServer, serviceRefusal } from '../testing/billing-answers.ts';
import { INVOICE, pastDueAccount, savedCard, TEST_NOW } from '../testing/billing-fixtures.ts';
import { renderBilling } from '../testing/render-billing.tsx';

async function openSection(care = fakeBillingServer()) {
  const page = await renderBilling(<BillingSectionContent now={() => TEST_NOW} />, {
    care,
    url: '/account/manage/billing',
    guarded: true,
  });
  await screen.findByRole('heading', { level: 2, name: 'Balance' });
  return { page, care, user: userEvent.setup() };
}

function section(name: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 2, name });
  const element = heading.closest('section');
  if (!element) throw new Error(`no section for ${name}`);
  return element;
}

describe('BillingSection', { timeout: 20_000 }, () => {
  it('sums up the balance with the way to pay', async () => {
    await openSection();
    const balance = section('Balance');
    expect(within(balance).getByText('$42.97')).toBeDefined();
    expect(within(balance).getByText('Past due')).toBeDefined();
    expect(within(balance).getByText('02/15/2026')).toBeDefined();
    expect(within(balance).getByRole('link', { name: 'Pay now' }).getAttribute('href')).toBe(
      '/account/pay',
    );
  });

  it('puts each section on a card, as the dashboard and account info do', async () => {
    await openSection();
    await screen.findByRole('heading', { level: 2, name: 'Payment methods' });
    for (const name of [
      'Balance',
      'Billing and payment history',
      'Payment methods',
      'E-bill',
      'Gift cards',
    ]) {
      expect(section(name).className.split(' '), name).toContain(cardStyles.card);
    }
  });

  it('lets an identified session pay and redeem, and asks it to sign in for the rest', async () => {
    const care = fakeBillingServer({
      getAccount: () => pastDueAccount({ access: 'identified', email: 'j******@example.com' }),
    });
    await openSection(care);
    expect(screen.getByRole('link', { name: 'Pay now' })).toBeDefined();
    expect(
      screen.getByText(
        'Sign in to see your billing history and manage your saved cards and e-bill.',
      ),
    ).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Payment methods' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'E-bill' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Gift cards' })).toBeDefined();
    expect(care.getBillingActivity).not.toHaveBeenCalled();
    expect(care.listPaymentMethods).not.toHaveBeenCalled();
  });

  it('refuses a date range whose start is after its end, on the spot and with no call', async () => {
    const { page, care, user } = await openSection();
    const history = section('Billing and payment history');
    await within(history).findByText('Orbit All Access, monthly');
    expect(care.getBillingActivity).toHaveBeenCalledTimes(1);
    fireEvent.input(within(history).getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.input(within(history).getByLabelText(/^To/), { target: { value: '2026-02-01' } });
    await user.click(within(history).getByRole('button', { name: 'Show activity' }));
    const message = await within(history).findByText(
      'The end date must be on or after the start date.',
    );
    const to = within(history).getByLabelText(/^To/);
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(to.getAttribute('aria-describedby')).toContain(message.id);
    await waitFor(() => expect(document.activeElement).toBe(to));
    expect(care.getBillingActivity).toHaveBeenCalledTimes(1);
    expect(page.userErrors()).toContain('billingHistory.endDate:START_AFTER_END');

    fireEvent.input(to, { target: { value: '2026-03-31' } });
    await user.selectOptions(within(history).getByLabelText('Show'), 'payment');
    await user.click(within(history).getByRole('button', { name: 'Show activity' }));
    await waitFor(() => expect(care.getBillingActivity).toHaveBeenCalledTimes(2));
    expect(care.getBillingActivity.mock.calls[1]?.[0]).toEqual({
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      transactionType: 'payment',
    });
    expect(
      within(history).queryByText('The end date must be on or after the start date.'),
    ).toBeNull();
  });

  it('opens an invoice with its lines, fees, taxes and totals', async () => {
    const { care, user } = await openSection();
    const history = section('Billing and payment history');
    await user.click(
      await within(history).findByRole('button', { name: 'View invoice INV-000123456789' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Invoice INV-000123456789' });
    expect(care.getBillingInvoice.mock.calls[0]?.[0]).toEqual({ invoiceId: 'inv_feb' });
    const fee = within(dialog).getByText('Music royalty fee').parentElement;
    expect(fee?.textContent).toContain('$1.48');
    const tax = within(dialog).getByText('State sales tax (6.25%)').parentElement;
    expect(tax?.textContent).toContain('$1.50');
    expect(within(dialog).getByText('Issued 02/15/2026 · Due 02/15/2026')).toBeDefined();
    const total = within(dialog).getByText('Total').parentElement;
    expect(total?.textContent).toContain('$24.97');
    const due = within(dialog).getByText('Amount due').parentElement;
    expect(due?.textContent).toContain('$24.97');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('speaks French in fr-CA: Canadian taxes, amounts and dates', async () => {
    const cad = (amountMinor: number) => ({ amountMinor, currency: 'CAD' as const });
    const care = fakeBillingServer({
      getAccount: () =>
        pastDueAccount({
          country: 'CA',
          billingStatus: { ...pastDueAccount().billingStatus, amountDue: cad(2_586) },
        }),
      getBillingInvoice: () => ({
        ...INVOICE,
        amountTotal: cad(2_586),
        amountDue: cad(2_586),
        amountPaid: cad(0),
        appliedBalance: cad(0),
        lines: [
          {
            ...(INVOICE.lines[0] as (typeof INVOICE.lines)[number]),
            amountAllocation: {
              amount: cad(2_249),
              tax: cad(337),
              proration: cad(0),
              fees: cad(0),
            },
            fees: [],
            taxes: [
              { code: 'GST', name: 'GST', rate: 0.05, amount: cad(112) },
              { code: 'QST', name: 'QST', rate: 0.09975, amount: cad(225) },
            ],
          },
        ],
      }),
    });
    const page = await renderBilling(<BillingSectionContent now={() => TEST_NOW} />, {
      care,
      url: '/account/manage/billing',
      guarded: true,
      host: 'care.orbitradio.ca',
      locale: 'fr-CA',
    });
    const balance = await screen.findByRole('heading', { level: 2, name: 'Solde' });
    const summary = balance.closest('section') as HTMLElement;
    expect(within(summary).getByText(/25,86\s\$/)).toBeDefined();
    expect(within(summary).getByText('15 février 2026')).toBeDefined();
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Voir la facture INV-000123456789' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Facture INV-000123456789' });
    expect(within(dialog).getByText(/^TPS \(5\s%\)$/)).toBeDefined();
    expect(within(dialog).getByText(/^TVQ \(9,975\s%\)$/)).toBeDefined();
    expect(page.location()).toBe('/account/manage/billing');
  });

  it('shows each saved card’s status: active, expires soon, expired', async () => {
    const care = fakeBillingServer({
      listPaymentMethods: () => ({
        paymentMethods: [
          savedCard(),
          savedCard({
            id: 'pm_soon',
            isDefault: false,
            card: {
              ...savedCard().card,
              brand: 'mastercard',
              last4: '4444',
              expiryDate: { year: 2026, month: 3 },
            },
          }),
          savedCard({
            id: 'pm_old',
            isDefault: false,
            status: 'expired',
            card: {
              ...savedCard().card,
              brand: 'amex',
              last4: '0005',
              expiryDate: { year: 2025, month: 11 },
            },
          }),
        ],
      }),
    });
    await openSection(care);
    const cards = section('Payment methods');
    const items = await within(cards).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    const [visa, soon, old] = items as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(visa).getByText('Active')).toBeDefined();
    expect(within(visa).getByText('Default')).toBeDefined();
    expect(within(soon).getByText('Expires soon')).toBeDefined();
    expect(within(soon).getByText('Expires 03/2026')).toBeDefined();
    expect(within(old).getByText('Expired')).toBeDefined();
    // An expired card cannot become the default; the one expiring soon still can.
    expect(within(old).queryByRole('button', { name: /Make default/ })).toBeNull();
    expect(
      within(soon).getByRole('button', { name: 'Make default: Mastercard ending in 4444' }),
    ).toBeDefined();
  });

  it('makes another card the default', async () => {
    const care = fakeBillingServer({
      listPaymentMethods: () => ({
        paymentMethods: [
          savedCard(),
          savedCard({
            id: 'pm_mc',
            isDefault: false,
            card: { ...savedCard().card, brand: 'mastercard', last4: '4444' },
          }),
        ],
      }),
    });
    const { user } = await openSection(care);
    const cards = section('Payment methods');
    await user.click(
      await within(cards).findByRole('button', { name: 'Make default: Mastercard ending in 4444' }),
    );
    expect(
      await within(cards).findByText(
        'Your Mastercard card ending in 4444 is now your default card.',
      ),
    ).toBeDefined();
    expect(care.setDefaultPaymentMethod).toHaveBeenCalledWith('pm_mc');
  });

  it('explains clearly why the last card an active plan needs cannot be removed', async () => {
    const care = fakeBillingServer();
    care.deletePaymentMethod.mockRejectedValue(serviceRefusal(409, 'LAST_PAYMENT_METHOD'));
    const { user } = await openSection(care);
    const cards = section('Payment methods');
    await user.click(
      await within(cards).findByRole('button', { name: 'Remove Visa ending in 4242' }),
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Remove your Visa card ending in 4242?',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(
      await within(dialog).findByText(
        'You can’t remove this card: it’s the only card on your account and you have an active subscription. Add another card first, then remove this one.',
      ),
    ).toBeDefined();
    expect(care.deletePaymentMethod).toHaveBeenCalledWith('pm_visa');
    expect(within(dialog).queryByRole('button', { name: 'Remove card' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(within(cards).getByText('Visa ending in 4242')).toBeDefined();
  });

  it('removes a card once confirmed', async () => {
    const { care, user } = await openSection();
    const cards = section('Payment methods');
    await user.click(
      await within(cards).findByRole('button', { name: 'Remove Visa ending in 4242' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(
      await within(cards).findByText('Your Visa card ending in 4242 was removed.'),
    ).toBeDefined();
    expect(care.deletePaymentMethod).toHaveBeenCalledWith('pm_visa');
  });

  it('adds a card through the tokenizer, sending only its token', async () => {
    const { care, user } = await openSection();
    const cards = section('Payment methods');
    await user.click(await within(cards).findByRole('button', { name: 'Add a card' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a card' });
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
    expect(await within(dialog).findByText('Enter the name on the card.')).toBeDefined();
    expect(care.tokenizeCard).not.toHaveBeenCalled();

    await user.type(within(dialog).getByLabelText('Name on card'), 'Jordan Rivera');
    await user.type(within(dialog).getByLabelText('Card number'), '4111111111111111');
    await user.type(within(dialog).getByLabelText(/^Expiration date/), '1230');
    await user.type(within(dialog).getByLabelText('Security code (CVV)'), '123');
    await user.type(within(dialog).getByLabelText('Street address'), '12 Main Street');
    await user.type(within(dialog).getByLabelText('City'), 'Springfield');
    await user.selectOptions(within(dialog).getByLabelText('State'), 'IL');
    await user.type(within(dialog).getByLabelText('ZIP code'), '62701');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Make this my default card' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }));
    expect(
      await within(cards).findByText('Your Visa card ending in 4242 was added.'),
    ).toBeDefined();
    expect(care.createPaymentMethod).toHaveBeenCalledWith({
      cardToken: 'ctok_test_1111',
      nameOnCard: 'Jordan Rivera',
      billingAddress: {
        addressLine1: '12 Main Street',
        city: 'Springfield',
        state: 'IL',
        zip: '62701',
        country: 'US',
      },
      setAsDefault: true,
    });
  });

  it('points a session that is not signed in to sign in for saved cards', async () => {
    const care = fakeBillingServer();
    care.listPaymentMethods.mockRejectedValue(serviceRefusal(403, 'FORBIDDEN'));
    await openSection(care);
    const cards = section('Payment methods');
    expect(
      await within(cards).findByText('Sign in to see and manage your saved cards.'),
    ).toBeDefined();
    expect(
      within(cards).getByRole('link', { name: 'Update my payment information' }),
    ).toBeDefined();
  });

  it('enrolls in e-bill with an email address', async () => {
    const { care, user } = await openSection();
    const ebill = section('E-bill');
    expect(within(ebill).getByText('You get your bills by mail.')).toBeDefined();
    await user.click(
      within(ebill).getByRole('checkbox', { name: 'Send my bills by email (e-bill)' }),
    );
    const email = within(ebill).getByLabelText(/^Email address for bills/);
    expect((email as HTMLInputElement).value).toBe('jordan@example.com');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(within(ebill).getByRole('button', { name: 'Save e-bill settings' }));
    expect(
      await within(ebill).findByText('Enter a valid email address, like name@example.com.'),
    ).toBeDefined();
    expect(care.updateEbillEnrollment).not.toHaveBeenCalled();
    await user.clear(email);
    await user.type(email, 'bills@example.com');
    await user.click(within(ebill).getByRole('button', { name: 'Save e-bill settings' }));
    expect(
      await within(ebill).findByText(
        'You’re enrolled in e-bill. Your bills will go to j******@example.com.',
      ),
    ).toBeDefined();
    expect(care.updateEbillEnrollment).toHaveBeenCalledWith({
      ebillEnrollment: true,
      email: 'bills@example.com',
    });
  });

  it('checks a gift card’s balance', async () => {
    const { care, user } = await openSection();
    const gift = section('Gift cards');
    await user.type(within(gift).getByLabelText(/^Gift card number/), '1234567890123');
    await user.click(within(gift).getByRole('button', { name: 'Check balance' }));
    expect(
      await within(gift).findByText('Your gift card ending in 0123 has a balance of $50.00.'),
    ).toBeDefined();
    expect(care.getGiftCardInfo.mock.calls[0]?.[0]).toEqual({ number: '1234567890123' });
    expect(care.redeemGiftCard).not.toHaveBeenCalled();
  });

  it('redeems a gift card: what paid the balance, the credit left, what came back', async () => {
    const { page, care, user } = await openSection();
    const gift = section('Gift cards');
    await user.type(within(gift).getByLabelText(/^Gift card number/), '1234 5678 9012 3');
    await user.click(within(gift).getByRole('button', { name: 'Redeem to my account' }));
    expect(
      await within(gift).findByText('We added $50.00 from your gift card to your account.'),
    ).toBeDefined();
    expect(within(gift).getByText('$42.97 went to your balance due.')).toBeDefined();
    expect(within(gift).getByText('Credit on your account now: $7.03.')).toBeDefined();
    expect(within(gift).getByText('Balance now due: $0.00.')).toBeDefined();
    expect(within(gift).getByText('Orbit All Access (radio ending in 7788)')).toBeDefined();
    expect(care.redeemGiftCard.mock.calls[0]?.[0]).toEqual({ number: '1234567890123' });
    // The card is used up: nothing of it stays typed.
    expect((within(gift).getByLabelText(/^Gift card number/) as HTMLInputElement).value).toBe('');
    expect(page.events()).toContain('gift-card-redeemed');
  });

  it('checks a gift card’s number before asking the server', async () => {
    const { page, care, user } = await openSection();
    const gift = section('Gift cards');
    await user.click(within(gift).getByRole('button', { name: 'Redeem to my account' }));
    expect(await within(gift).findByText('Enter the gift card number.')).toBeDefined();
    expect(care.redeemGiftCard).not.toHaveBeenCalled();
    expect(page.userErrors()).toContain('accountBilling.giftCard.giftCardNumber:REQUIRED');
  });

  const GIFT_CARD_MESSAGES: Record<string, string> = {
    GIFT_CARD_NUMBER_REQUIRED: 'Enter the gift card number.',
    GIFT_CARD_NUMBER_INVALID: 'We don’t recognize this gift card number. Check it and try again.',
    NO_GIFT_CARD_BALANCE: 'This gift card has no balance left.',
    GIFT_CARD_NOT_REDEEMABLE: 'This gift card can’t be redeemed for Orbit Radio. Use another card.',
    GIFT_CARD_ALREADY_REDEEMED: 'This gift card has already been redeemed.',
    ALREADY_REDEEMED: 'This gift card has already been redeemed.',
    GIFT_CARD_COUNTRY_ERROR:
      'This gift card is for another country. Use a card bought in the country of your account.',
    COUNTRY_ERROR:
      'This gift card is for another country. Use a card bought in the country of your account.',
    BAD_DATA_RETURNED:
      'We couldn’t read this gift card’s details from its issuer. Please try again later.',
    INVALID_REQUEST_DATA:
      'Some of the gift card details aren’t right. Check the number, expiration date and security code.',
    INVALID_PAYLOAD:
      'Some of the gift card details aren’t right. Check the number, expiration date and security code.',
    GIFT_CARD_TOKEN_NOT_FOUND: 'This gift card check has expired. Enter the card again.',
    RATE_LIMIT_EXCEEDED:
      'Too many tries. Please wait a few minutes before trying another gift card.',
    SYSTEM: 'We couldn’t check this gift card right now. Please try again in a moment.',
  };

  it('has words for every gift-card code it knows', () => {
    for (const code of GIFT_CARD_ERROR_CODES) expect(GIFT_CARD_MESSAGES[code], code).toBeTruthy();
  });

  it.each(Object.entries(GIFT_CARD_MESSAGES))('says what %s means', async (code, text) => {
    const care = fakeBillingServer();
    care.redeemGiftCard.mockRejectedValue(
      careRefusal(code === 'RATE_LIMIT_EXCEEDED' ? 429 : 400, code),
    );
    const { user } = await openSection(care);
    const gift = section('Gift cards');
    await user.type(within(gift).getByLabelText(/^Gift card number/), '1234567890123');
    await user.click(within(gift).getByRole('button', { name: 'Redeem to my account' }));
    expect(await within(gift).findByText(text)).toBeDefined();
  });

  it('reads the info call’s spaced codes too', async () => {
    const care = fakeBillingServer();
    care.getGiftCardInfo.mockRejectedValue(careRefusal(400, 'GIFT CARD NOT REDEEMABLE'));
    const { user } = await openSection(care);
    const gift = section('Gift cards');
    await user.type(within(gift).getByLabelText(/^Gift card number/), '1234567890123');
    await user.click(within(gift).getByRole('button', { name: 'Check balance' }));
    expect(
      await within(gift).findByText(
        'This gift card can’t be redeemed for Orbit Radio. Use another card.',
      ),
    ).toBeDefined();
  });
});
