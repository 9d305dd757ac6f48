import type { BillingStatus, MakePaymentRequest, PaymentReceipt } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { careOk, careRefusal, fakeCareClient } from '../testing/fake-care-api.ts';
import type { CareApiError } from './care-api-error.ts';

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });

const billingStatus: BillingStatus = {
  amountDue: usd(0),
  credit: usd(0),
  dueDate: null,
  isEBill: false,
  isInvoice: false,
  isPastDue: false,
  lastPayment: { date: '2026-11-10', amount: usd(2980), offsetDaysFromToday: 0 },
  nextPayment: null,
  paymentType: 'creditCard',
  blockedWhilePastDue: [],
  pastDueSince: null,
};

const payment: MakePaymentRequest = {
  paymentInfo: {
    useCardOnfile: false,
    paymentType: 'creditCard',
    paymentAmount: usd(2980),
    transactionId: 'OAC-0123456789',
    cardInfo: { cardToken: 'ctok_abc', nameOnCard: 'Sam Okafor' },
  },
  chargeAgreementAccepted: true,
};

const receipt: PaymentReceipt = {
  paymentId: 'pay_1',
  amountPaid: usd(2980),
  paidAt: '2026-11-10T09:00:00Z',
  method: { kind: 'card', last4: '4242' },
  billingStatus,
  reactivatedSubscriptionIds: ['sub_1'],
};

describe('billing calls', () => {
  it('pays with the transaction id as the Idempotency-Key', async () => {
    const { client, last } = fakeCareClient(() => careOk(receipt));
    await expect(client.makePayment(payment)).resolves.toEqual(receipt);
    expect(last().url).toBe('/services/payment/make-payment');
    expect(last().headers.get('Idempotency-Key')).toBe('OAC-0123456789');
    expect(last().body).toEqual(payment);
  });

  it('rejects a card refusal as a CareApiError the page can read', async () => {
    const { client, errors } = fakeCareClient(() => careRefusal(402, 'CARD_DECLINED'));
    await expect(client.makePayment(payment)).rejects.toMatchObject({
      status: 402,
      errorCode: 'CARD_DECLINED',
    });
    expect(errors).toHaveLength(1);
  });

  it('replaces the card on file with its transaction id as the key', async () => {
    const updated = {
      creditCard: {
        paymentMethodId: 'pm_2',
        last4Digits: '4444',
        type: 'mastercard',
        expirationMonth: 3,
        expirationYear: 2030,
        status: 'active',
        expirationDate: '2030-03-31',
        daysUntilExpiration: 1237,
        isDefault: true,
      },
      billingStatus,
    };
    const { client, last } = fakeCareClient(() => careOk(updated));
    await expect(
      client.updatePaymentInfo({
        cardInfo: { cardToken: 'ctok_new', nameOnCard: 'Sam Okafor' },
        transactionId: 'OAC-update-1',
      }),
    ).resolves.toEqual(updated);
    expect(last().url).toBe('/services/payment/update-payment-info');
    expect(last().headers.get('Idempotency-Key')).toBe('OAC-update-1');
  });

  it('posts the activity, invoice, e-bill, gift card and quote requests', async () => {
    const answers: Record<string, unknown> = {
      '/services/billing/activity': { items: [] },
      '/services/billing/invoice': {
        id: 'inv_1',
        number: 'ORB-1',
        issuedDate: '2026-10-01',
        dueDate: '2026-10-21',
        amountTotal: usd(2980),
        amountPaid: usd(0),
        amountDue: usd(2980),
        appliedBalance: usd(0),
        subscriptionId: null,
        paymentMethodId: null,
        serviceAddress: { state: 'TX', zip: '77002' },
        lines: [],
      },
      '/services/payment/update-ebill-enrollment': { isEBill: true, email: 's******@example.com' },
      '/services/payment/giftcard/info': { last4: '0100', vendor: 'incomm', balance: usd(10_000) },
      '/services/payment/giftcard/redeem': {
        amountRedeemed: usd(10_000),
        appliedToBalance: usd(2980),
        billingStatus,
        reactivatedSubscriptionIds: [],
      },
      '/services/quotes/reactivation-quote': { amountDue: usd(2980), suspendedSubscriptions: [] },
    };
    const { client, last } = fakeCareClient((url) => careOk(answers[url]));
    await client.getBillingActivity({ startDate: '2026-01-01', transactionType: 'payment' });
    expect(last()).toMatchObject({
      url: '/services/billing/activity',
      body: { startDate: '2026-01-01', transactionType: 'payment' },
    });
    await client.getBillingActivity();
    expect(last().body).toEqual({});
    await client.getBillingInvoice({ invoiceId: 'inv_1' });
    expect(last().body).toEqual({ invoiceId: 'inv_1' });
    await client.updateEbillEnrollment({ ebillEnrollment: true, email: 'sam@example.com' });
    await client.getGiftCardInfo({ number: '6006491234500100' });
    expect(last()).toMatchObject({
      url: '/services/payment/giftcard/info',
      body: { number: '6006491234500100' },
    });
    await expect(client.redeemGiftCard({ number: '6006491234500100' })).resolves.toMatchObject({
      appliedToBalance: usd(2980),
    });
    await expect(client.getReactivationQuote()).resolves.toEqual(
      answers['/services/quotes/reactivation-quote'],
    );
    expect(last().headers.get('Idempotency-Key')).toBeNull();
  });

  it('rejects a gift card refusal with its code and field', async () => {
    const { client } = fakeCareClient(() =>
      careRefusal(400, 'GIFT_CARD_NUMBER_INVALID', [
        { errorType: 'BUSINESS', errorCode: 'INVALID', fieldName: 'number' },
      ]),
    );
    const error = (await client
      .getGiftCardInfo({ number: '6006490000000000' }, { skipGlobalHandler: true })
      .catch((e: unknown) => e)) as CareApiError;
    expect(error).toMatchObject({ status: 400, errorCode: 'GIFT_CARD_NUMBER_INVALID' });
    expect(error.fieldErrors).toEqual([expect.objectContaining({ fieldName: 'number' })]);
  });
});
