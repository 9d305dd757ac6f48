import { describe, expect, it } from 'vitest';
import { careOk, json } from '../../testing/fake-server.ts';
import { sdkBillingCalls } from './sdk-billing-calls.ts';
import { ACTIVITY, INVOICE, receiptFor, SUSPENDED_QUOTE, usd } from './testing/billing-fixtures.ts';
import { TEST_TOKEN } from './testing/fake-billing-calls.ts';
import { createTestServices } from './testing/render-billing.tsx';

describe('sdkBillingCalls', () => {
  it('reads bills and pays through the care calls, the transaction id as Idempotency-Key', async () => {
    const { services, server } = await createTestServices();
    server.on('POST /services/billing/activity', () => careOk({ items: ACTIVITY }));
    server.on('POST /services/billing/invoice', () => careOk(INVOICE));
    server.on('POST /services/quotes/reactivation-quote', () => careOk(SUSPENDED_QUOTE));
    server.on('POST /services/payment/make-payment', () => careOk(receiptFor(usd(4_297))));
    const calls = sdkBillingCalls(services);

    expect(await calls.loadActivity({ startDate: '2026-01-01' })).toEqual(ACTIVITY);
    expect(server.requestsTo('/services/billing/activity')[0]?.body).toEqual({
      startDate: '2026-01-01',
    });
    expect(await calls.loadInvoice('inv_feb')).toEqual(INVOICE);
    expect(server.requestsTo('/services/billing/invoice')[0]?.body).toEqual({
      invoiceId: 'inv_feb',
    });
    expect(await calls.loadReactivationQuote({})).toEqual(SUSPENDED_QUOTE);

    const transactionId = 'OAC-00000000-0000-4000-8000-000000000000';
    await calls.makePayment(
      {
        paymentInfo: {
          useCardOnfile: true,
          paymentType: 'creditCard',
          paymentAmount: usd(4_297),
          transactionId,
        },
        chargeAgreementAccepted: true,
      },
      { skipGlobalHandler: true },
    );
    const [payment] = server.requestsTo('/services/payment/make-payment');
    expect(new Headers(payment?.init.headers).get('Idempotency-Key')).toBe(transactionId);
    expect(payment?.init.credentials).toBe('include');
  });

  it('sends the card to the gateway’s tokenizer only, without our cookies', async () => {
    const { services, server } = await createTestServices();
    server.on('POST /payments/sandbox/v1/tokens', () => json(TEST_TOKEN));
    const token = await sdkBillingCalls(services).tokenizeCard({
      number: '4111111111111111',
      expMonth: 12,
      expYear: 2030,
      cvc: '123',
    });
    expect(token).toEqual(TEST_TOKEN);
    const [request] = server.requestsTo('/payments/sandbox/v1/tokens');
    expect(request?.init.credentials).toBe('omit');
    expect(server.requests.some((sent) => sent.path.startsWith('/services/payment'))).toBe(false);
  });
});
