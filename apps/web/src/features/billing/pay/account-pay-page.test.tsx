import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { skipsGlobalHandler } from '../../../testing/fake-server.ts';
import { careRefusal, fakeBillingServer } from '../testing/billing-answers.ts';
import {
  EXPIRED_CARD,
  PAID_UP_STATUS,
  pastDueAccount,
  receiptFor,
  SUSPENDED_QUOTE,
  TEST_NOW,
  usd,
} from '../testing/billing-fixtures.ts';
import { renderBilling } from '../testing/render-billing.tsx';
import { AccountPayPage } from './account-pay-page.tsx';
import { NEW_PAYMENT_TRANSACTION_EVENT } from './transaction-id.ts';

const OAC_ID = /^OAC-[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Every transaction id announced to the page's tags, in order. */
function watchTransactionIds(): string[] {
  const ids: string[] = [];
  const listener = (event: Event) => ids.push((event as CustomEvent<string>).detail);
  window.addEventListener(NEW_PAYMENT_TRANSACTION_EVENT, listener);
  cleanups.push(() => window.removeEventListener(NEW_PAYMENT_TRANSACTION_EVENT, listener));
  return ids;
}
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

async function openPay(care = fakeBillingServer(), url = '/account/pay') {
  const page = await renderBilling(<AccountPayPage now={() => TEST_NOW} />, {
    care,
    url,
    guarded: true,
  });
  return { page, care, user: userEvent.setup() };
}

/** The page's heading, then its form, which arrives after the frame (ADR 124). */
async function payFormShown(page: Awaited<ReturnType<typeof renderBilling>>) {
  await page.heading('Submit your payment');
  await screen.findByRole('button', { name: 'Submit payment' });
}

async function fillNewCard(user: UserEvent, number = '4111 1111 1111 1111') {
  await user.click(screen.getByRole('radio', { name: 'A new credit or debit card' }));
  await user.type(screen.getByLabelText('Card number'), number);
  await user.type(screen.getByLabelText(/^Expiration date/), '12/30');
  await user.type(screen.getByLabelText('Security code (CVV)'), '123');
}

describe('/account/pay', { timeout: 20_000 }, () => {
  it('greets the customer, names the account and lists what paying the total reactivates', async () => {
    const { page } = await openPay();
    expect(await page.heading('Submit your payment')).toBeDefined();
    expect(screen.getByText('Hi Jordan')).toBeDefined();
    expect(screen.getByText('Account: 10020003')).toBeDefined();
    expect(screen.getByText('02/15/2026')).toBeDefined();
    const notice = screen.getByRole('alert');
    expect(within(notice).getByText('Your subscription is suspended')).toBeDefined();
    expect(
      within(notice).getByText(/Paying your total balance of \$42\.97 reactivates it/),
    ).toBeDefined();
    expect(within(notice).getByText('Orbit All Access (radio ending in 7788)')).toBeDefined();
    expect(page.events()).toContain('page-loaded');
  });

  it('counts the suspended subscriptions in the notice, in each language', async () => {
    const two = {
      ...SUSPENDED_QUOTE,
      suspendedSubscriptions: [
        ...SUSPENDED_QUOTE.suspendedSubscriptions,
        { subscriptionId: 'sub_boat', planName: 'Orbit Music', last4DigitsOfRadioId: '4455' },
      ],
    };
    const care = fakeBillingServer({ getReactivationQuote: () => two });
    const page = await renderBilling(<AccountPayPage now={() => TEST_NOW} />, {
      care,
      url: '/account/pay',
      guarded: true,
      host: 'care.orbitradio.ca',
      locale: 'fr-CA',
    });
    await page.heading('Effectuer votre paiement');
    const notice = screen.getByRole('alert');
    expect(within(notice).getByText('2 de vos abonnements sont suspendus')).toBeDefined();
    expect(within(notice).getByText(/ces abonnements ont donc été suspendus/)).toBeDefined();
  });

  it('says "2 of your subscriptions" in English when two are suspended', async () => {
    const two = {
      ...SUSPENDED_QUOTE,
      suspendedSubscriptions: [
        ...SUSPENDED_QUOTE.suspendedSubscriptions,
        { subscriptionId: 'sub_boat', planName: 'Orbit Music', last4DigitsOfRadioId: '4455' },
      ],
    };
    await openPay(fakeBillingServer({ getReactivationQuote: () => two }));
    const notice = await screen.findByRole('alert');
    expect(within(notice).getByText('2 of your subscriptions are suspended')).toBeDefined();
    expect(within(notice).getByText(/reactivates them/)).toBeDefined();
  });

  it('pays the full balance with a new card and thanks with the reactivated subscription', async () => {
    const { page, care, user } = await openPay();
    const ids = watchTransactionIds();
    await payFormShown(page);
    expect((screen.getByRole('radio', { name: /Total balance/ }) as HTMLInputElement).checked).toBe(
      true,
    );
    await fillNewCard(user);
    // The billing address starts from the account's, and the name from the holder's.
    expect((screen.getByLabelText('Name on card') as HTMLInputElement).value).toBe('Jordan Rivera');
    expect((screen.getByLabelText('Street address') as HTMLInputElement).value).toBe(
      '12 Main Street',
    );
    const agreement = screen.getByRole('checkbox', {
      name: 'I authorize Orbit Radio to charge $42.97 to my new card ending in 1111 today.',
    });
    await user.click(agreement);
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));

    expect(await page.heading('Thank you for your payment')).toBeDefined();
    // Written out, as the dashboard writes dates.
    expect(screen.getByText('03/10/2026')).toBeDefined();
    expect(care.tokenizeCard).toHaveBeenCalledWith(
      expect.objectContaining({
        number: '4111 1111 1111 1111',
        expMonth: 12,
        expYear: 2030,
        cvc: '123',
      }),
    );
    const request = care.makePayment.mock.calls[0]?.[0];
    expect(request).toMatchObject({
      paymentInfo: {
        useCardOnfile: false,
        paymentType: 'creditCard',
        paymentAmount: usd(4_297),
        cardInfo: { cardToken: 'ctok_test_1111', nameOnCard: 'Jordan Rivera' },
        saveCard: true,
      },
      billingAddress: {
        streetAddress: '12 Main Street',
        city: 'Springfield',
        state: 'IL',
        postalCode: '62701',
        country: 'US',
      },
      chargeAgreementAccepted: true,
    });
    // Only the token left the browser for our API; the card went to the gateway, without our
    // cookies.
    expect(JSON.stringify(request)).not.toContain('4111');
    const [tokenRequest] = care.server.requestsTo('/payments/sandbox/v1/tokens');
    expect(tokenRequest?.init.credentials).toBe('omit');
    expect(request?.paymentInfo.transactionId).toMatch(OAC_ID);
    expect(ids).toEqual([request?.paymentInfo.transactionId]);
    // The transaction id is the payment's idempotency key: a second send cannot charge twice.
    const [payment] = care.server.requestsTo('/services/payment/make-payment');
    expect(new Headers(payment?.init.headers).get('Idempotency-Key')).toBe(
      request?.paymentInfo.transactionId,
    );
    expect(payment?.init.credentials).toBe('include');

    expect(screen.getByText('Visa card ending in 1111')).toBeDefined();
    expect(screen.getByText('We received your payment of $42.97.')).toBeDefined();
    const reactivated = screen.getByRole('heading', { name: 'This subscription is active again' });
    expect(reactivated).toBeDefined();
    expect(screen.getByText('Orbit All Access (radio ending in 7788)')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to my account' }).getAttribute('href')).toBe(
      '/account/manage',
    );
    expect(page.events()).toContain('payment-successful');
  });

  it('says a declined card is the problem, keeps the form and starts a new transaction', async () => {
    const care = fakeBillingServer();
    care.makePayment
      .mockRejectedValueOnce(careRefusal(402, 'CARD_DECLINED', 'error.code.credit.card.declined'))
      .mockImplementationOnce(async (request) => receiptFor(request.paymentInfo.paymentAmount));
    const { page, user } = await openPay(care);
    const ids = watchTransactionIds();
    await payFormShown(page);
    // The Visa on file is usable, so it is chosen to start with.
    expect(
      (screen.getByRole('radio', { name: /My Visa card ending in 4242/ }) as HTMLInputElement)
        .checked,
    ).toBe(true);
    await user.click(
      screen.getByRole('checkbox', { name: /charge \$42\.97 to my Visa card ending in 4242/ }),
    );
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));

    expect(
      await screen.findByText(
        'Your card couldn’t be processed. Check the card details, or use another card.',
      ),
    ).toBeDefined();
    expect(screen.getByRole('heading', { level: 1, name: 'Submit your payment' })).toBeDefined();
    await waitFor(() => expect(ids).toHaveLength(2));
    const [first, second] = ids;
    expect(first).toMatch(OAC_ID);
    expect(second).toMatch(OAC_ID);
    expect(second).not.toBe(first);
    expect(care.makePayment.mock.calls[0]?.[0].paymentInfo).toMatchObject({
      useCardOnfile: true,
      transactionId: first,
    });
    expect(page.events()).toContain('payment-failed');

    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    expect(await page.heading('Thank you for your payment')).toBeDefined();
    expect(care.makePayment.mock.calls[1]?.[0].paymentInfo.transactionId).toBe(second);
  });

  it('requires the charge agreement before anything is sent', async () => {
    const { page, care, user } = await openPay();
    await payFormShown(page);
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    expect(await screen.findByText('Check the box to authorize this payment.')).toBeDefined();
    const box = screen.getByRole('checkbox', { name: /I authorize Orbit Radio/ });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(box));
    expect(care.makePayment).not.toHaveBeenCalled();
    expect(page.userErrors()).toContain('makePayment.agreement:REQUIRED');
    await user.click(box);
    expect(screen.queryByText('Check the box to authorize this payment.')).toBeNull();
  });

  it('takes another amount only above zero and up to what is due', async () => {
    const { page, care, user } = await openPay();
    await payFormShown(page);
    await user.click(screen.getByRole('radio', { name: 'Another amount' }));
    await user.click(screen.getByRole('checkbox', { name: /I authorize Orbit Radio/ }));
    const submit = screen.getByRole('button', { name: 'Submit payment' });
    await user.click(submit);
    expect(await screen.findByText('Enter the amount you want to pay.')).toBeDefined();
    const amount = screen.getByLabelText(/^Amount to pay/);
    await waitFor(() => expect(document.activeElement).toBe(amount));

    await user.type(amount, '0');
    await user.click(submit);
    expect(await screen.findByText('Enter an amount greater than zero.')).toBeDefined();

    await user.clear(amount);
    await user.type(amount, '42.98');
    await user.click(submit);
    expect(
      await screen.findByText('Enter an amount no higher than your balance due.'),
    ).toBeDefined();

    await user.clear(amount);
    await user.type(amount, 'twenty');
    await user.click(submit);
    expect(
      await screen.findByText('Enter an amount in dollars and cents, like 25.00.'),
    ).toBeDefined();
    expect(care.makePayment).not.toHaveBeenCalled();
    expect(page.userErrors()).toEqual(
      expect.arrayContaining([
        'makePayment.otherAmount:REQUIRED',
        'makePayment.otherAmount:NOT_POSITIVE',
        'makePayment.otherAmount:ABOVE_BALANCE',
        'makePayment.otherAmount:INVALID',
      ]),
    );

    await user.clear(amount);
    await user.type(amount, '20.50');
    expect(screen.getByRole('checkbox', { name: /charge \$20\.50 to/ })).toBeDefined();
    await user.click(submit);
    await page.heading('Thank you for your payment');
    expect(care.makePayment.mock.calls[0]?.[0].paymentInfo.paymentAmount).toEqual(usd(2_050));
    // A part payment brings nothing back.
    expect(screen.queryByRole('heading', { name: /active again/ })).toBeNull();
  });

  it('shows an expired card on file with its status but does not let it pay', async () => {
    const care = fakeBillingServer({
      getAccount: () => pastDueAccount({ paymentMethod: EXPIRED_CARD }),
    });
    const { page } = await openPay(care);
    await payFormShown(page);
    const expired = screen.getByRole('radio', { name: /My Mastercard card ending in 0005/ });
    expect((expired as HTMLInputElement).disabled).toBe(true);
    expect((expired as HTMLInputElement).checked).toBe(false);
    expect(screen.getByText('Expired')).toBeDefined();
    expect(expired.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      screen.getByText(
        'This card expired on 01/31/2026, so it can’t be charged. Pay with a new card or a gift card.',
      ),
    ).toBeDefined();
    expect(
      (screen.getByRole('radio', { name: 'A new credit or debit card' }) as HTMLInputElement)
        .checked,
    ).toBe(true);
  });

  it('asks a BlackHawk gift card for its expiry and security code', async () => {
    const { page, care, user } = await openPay();
    await payFormShown(page);
    await user.click(screen.getByRole('radio', { name: 'A gift card or prepaid card' }));
    await user.type(screen.getByLabelText(/^Gift card number/), '4436135021123456');
    await user.click(screen.getByRole('checkbox', { name: /my gift card ending in 3456/ }));
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    expect(await screen.findByText('Enter the gift card’s security code.')).toBeDefined();
    await user.type(screen.getByLabelText(/^Gift card expiration date/), '0929');
    await user.type(screen.getByLabelText(/^Gift card security code/), '321');
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    await page.heading('Thank you for your payment');
    expect(care.makePayment.mock.calls[0]?.[0].paymentInfo).toMatchObject({
      paymentType: 'giftCard',
      useCardOnfile: false,
      giftCard: { number: '4436135021123456', expiry: '09/29', securityCode: '321' },
    });
  });

  it('says a refused gift card in the gift card’s words', async () => {
    const care = fakeBillingServer();
    care.makePayment.mockRejectedValueOnce(careRefusal(400, 'NO_GIFT_CARD_BALANCE'));
    const { page, user } = await openPay(care);
    await payFormShown(page);
    await user.click(screen.getByRole('radio', { name: 'A gift card or prepaid card' }));
    await user.type(screen.getByLabelText(/^Gift card number/), '1234567890123');
    await user.click(screen.getByRole('checkbox', { name: /I authorize/ }));
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    expect(await screen.findByText('This gift card has no balance left.')).toBeDefined();
  });

  it('says there is nothing to pay when the balance is zero', async () => {
    const care = fakeBillingServer({
      getAccount: () => pastDueAccount({ billingStatus: PAID_UP_STATUS }),
    });
    const { page } = await openPay(care);
    expect(await page.heading('You have no balance due')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to my account' }).getAttribute('href')).toBe(
      '/account/manage',
    );
    expect(care.getReactivationQuote).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Submit payment' })).toBeNull();
  });

  it('pays the session’s own account, or another one ?accountnumber= names', async () => {
    const own = await openPay(fakeBillingServer(), '/account/pay?AccountNumber=10020003');
    await own.page.heading('Submit your payment');
    // The guard read the session's own account; it is the one named, so no second read.
    expect(own.care.getAccount).toHaveBeenCalledTimes(1);
    own.page.unmount();

    const care = fakeBillingServer({
      getAccount: (request) =>
        pastDueAccount(
          request.accountNumber ? { accountNumber: '10020004', firstName: 'Sam' } : {},
        ),
    });
    const { page, user } = await openPay(care, '/account/pay?accountnumber=10020004');
    expect(await screen.findByText('Account: 10020004')).toBeDefined();
    expect(screen.getByText('Hi Sam')).toBeDefined();
    expect(care.getAccount).toHaveBeenLastCalledWith({
      accountNumber: '10020004',
      includeFuturePaymentInfo: true,
    });
    expect(skipsGlobalHandler(care.server.requestsTo('/services/account').at(-1))).toBe(true);
    await payFormShown(page);
    await user.click(screen.getByRole('checkbox', { name: /I authorize/ }));
    await user.click(screen.getByRole('button', { name: 'Submit payment' }));
    await page.heading('Thank you for your payment');
    expect(care.makePayment.mock.calls[0]?.[0].accountNumber).toBe('10020004');
  });

  it('updates the card on file without charging (?update=true)', async () => {
    const { page, care, user } = await openPay(fakeBillingServer(), '/account/pay?update=true');
    const ids = watchTransactionIds();
    expect(await page.heading('Update my payment information')).toBeDefined();
    expect(screen.getByText('Hi Jordan')).toBeDefined();
    await screen.findByRole('button', { name: 'Save card' });
    await user.type(screen.getByLabelText('Card number'), '4111 1111 1111 1111');
    await user.type(screen.getByLabelText(/^Expiration date/), '12/30');
    await user.type(screen.getByLabelText('Security code (CVV)'), '123');
    await user.click(screen.getByRole('button', { name: 'Save card' }));
    expect(
      await screen.findByText('Your Visa card ending in 1111 is now your card on file.'),
    ).toBeDefined();
    expect(care.makePayment).not.toHaveBeenCalled();
    const request = care.updatePaymentInfo.mock.calls[0]?.[0];
    expect(request).toMatchObject({
      cardInfo: { cardToken: 'ctok_test_1111', nameOnCard: 'Jordan Rivera' },
      billingAddress: { streetAddress: '12 Main Street', postalCode: '62701' },
    });
    expect(request?.transactionId).toMatch(OAC_ID);
    expect(ids).toContain(request?.transactionId);
  });

  it('lets an identified session pay, but not keep or change the card on file', async () => {
    const identified = () => pastDueAccount({ access: 'identified', email: 'j******@example.com' });
    const { page, care, user } = await openPay(
      fakeBillingServer({ getAccount: () => identified() }),
    );
    await payFormShown(page);
    expect(screen.queryByRole('link', { name: 'Update my payment information' })).toBeNull();
    await fillNewCard(user);
    expect(
      screen.queryByRole('checkbox', { name: 'Save this card as my card on file' }),
    ).toBeNull();
    // Its address is not shown to it: it types the card's own.
    expect((screen.getByLabelText('Street address') as HTMLInputElement).value).toBe('');
    page.unmount();

    const update = await openPay(
      fakeBillingServer({ getAccount: () => identified() }),
      '/account/pay?update=true',
    );
    expect(await update.page.heading('Update my payment information')).toBeDefined();
    expect(screen.getByText('Sign in to change the card on your account.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Save card' })).toBeNull();
    expect(care.updatePaymentInfo).not.toHaveBeenCalled();
  });

  it('sends a visitor who is not signed in to sign in, and back here after', async () => {
    const care = fakeBillingServer({
      getAccount: () => {
        throw careRefusal(401, 'UNAUTHENTICATED_CUSTOMER');
      },
    });
    const { page } = await openPay(care, '/account/pay?accountnumber=10020003');
    await screen.findByTestId('elsewhere');
    expect(page.location()).toBe(
      `/sign-in?redirectTo=${encodeURIComponent('/account/pay?accountnumber=10020003')}`,
    );
  });

  it('sends an identified session that has not proven its details to the lookup', async () => {
    const care = fakeBillingServer({
      getAccount: () => {
        throw careRefusal(403, 'VERIFICATION_REQUIRED');
      },
    });
    const { page } = await openPay(care);
    await screen.findByTestId('elsewhere');
    expect(page.location()).toBe('/subscribe/checkout/flepz');
  });
});
