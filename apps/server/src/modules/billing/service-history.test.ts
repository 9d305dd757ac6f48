import {
  invoiceListSchema,
  invoiceSchema,
  paymentHistorySchema,
  paymentMethodListSchema,
  paymentMethodSchema,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxGatewayCards } from '../../db/schema/index.ts';
import { tokenizeCard } from '../../platform/payments/card-tokens.testing.ts';
import {
  billingApp,
  clonePastDueAccount,
  OWNER,
  PAST_DUE,
  serviceRefusal,
} from './billing.testing.ts';

const RANGE = 'startDateTime=2026-08-01T00:00:00Z&endDateTime=2026-12-31T23:59:59Z';
const OWNER_INVOICES = ['2026_10', '2026_09', '2026_08'].map(
  (month) => `inv_seed_10000001_${month}`,
);

async function ownerCaller() {
  const testApp = await billingApp();
  return { testApp, call: await testApp.serviceCaller(OWNER.identityId) };
}

describe('payment history', () => {
  it('lists the caller’s payments in the range, newest first, page by page', async () => {
    const { call } = await ownerCaller();
    const all = paymentHistorySchema.parse(
      (await call('GET', `/billing/v1/payment-history?${RANGE}`)).json(),
    );
    expect(all.items.map((item) => item.invoiceIds)).toEqual(OWNER_INVOICES.map((id) => [id]));
    expect(all.items[0]).toMatchObject({
      entryType: 'payment',
      amount: { amountMinor: 3224, currency: 'USD' },
      paidAt: '2026-10-01T00:00:00.000Z',
      paymentMethodId: OWNER.paymentMethodId,
    });
    expect(all.nextToken).toBeNull();

    const first = paymentHistorySchema.parse(
      (await call('GET', `/billing/v1/payment-history?${RANGE}&pageSize=2`)).json(),
    );
    expect(first.items).toEqual(all.items.slice(0, 2));
    expect(first.nextToken).toEqual(expect.any(String));
    const second = paymentHistorySchema.parse(
      (
        await call(
          'GET',
          `/billing/v1/payment-history?${RANGE}&pageSize=2&nextToken=${first.nextToken}`,
        )
      ).json(),
    );
    expect(second).toEqual({ items: all.items.slice(2), nextToken: null });

    const oldestFirst = paymentHistorySchema.parse(
      (await call('GET', `/billing/v1/payment-history?${RANGE}&orderBy=asc`)).json(),
    );
    expect(oldestFirst.items).toEqual([...all.items].reverse());
    const september = paymentHistorySchema.parse(
      (
        await call(
          'GET',
          '/billing/v1/payment-history?startDateTime=2026-09-01T00:00:00Z&endDateTime=2026-09-30T00:00:00Z',
        )
      ).json(),
    );
    expect(september.items.map((item) => item.invoiceIds)).toEqual([[OWNER_INVOICES[1]]]);
  });

  it('filters by card and entry type; another customer’s card is not found', async () => {
    const { call } = await ownerCaller();
    const byCard = paymentHistorySchema.parse(
      (
        await call(
          'GET',
          `/billing/v1/payment-history?${RANGE}&paymentMethodId=${OWNER.paymentMethodId}`,
        )
      ).json(),
    );
    expect(byCard.items).toHaveLength(3);
    const refunds = paymentHistorySchema.parse(
      (await call('GET', `/billing/v1/payment-history?${RANGE}&entryType=refund`)).json(),
    );
    expect(refunds.items).toEqual([]);
    serviceRefusal(
      await call(
        'GET',
        `/billing/v1/payment-history?${RANGE}&paymentMethodId=${PAST_DUE.paymentMethodId}`,
      ),
      404,
      'PAYMENT_METHOD_NOT_FOUND',
    );
  });

  it('requires an ordered date range and a token of ours', async () => {
    const { call } = await ownerCaller();
    const missing = serviceRefusal(
      await call('GET', '/billing/v1/payment-history?endDateTime=2026-12-31T00:00:00Z'),
      400,
      'INVALID_PAYLOAD',
    );
    expect(missing.invalidFields).toEqual([
      expect.objectContaining({ errorCode: 'REQUIRED', fieldName: 'startDateTime' }),
    ]);
    const backwards = serviceRefusal(
      await call(
        'GET',
        '/billing/v1/payment-history?startDateTime=2026-12-31T00:00:00Z&endDateTime=2026-01-01T00:00:00Z',
      ),
      400,
      'INVALID_PAYLOAD',
    );
    expect(backwards.invalidFields).toEqual([
      expect.objectContaining({ errorCode: 'START_AFTER_END', fieldName: 'endDateTime' }),
    ]);
    const forged = serviceRefusal(
      await call('GET', `/billing/v1/payment-history?${RANGE}&nextToken=not-a-token`),
      400,
      'INVALID_PAYLOAD',
    );
    expect(forged.invalidFields).toEqual([
      expect.objectContaining({ errorCode: 'INVALID', fieldName: 'nextToken' }),
    ]);
  });

  it('shows nothing of another customer’s payments', async () => {
    const testApp = await billingApp();
    const clone = await clonePastDueAccount(testApp);
    const call = await testApp.serviceCaller(clone.identityId);
    const history = paymentHistorySchema.parse(
      (await call('GET', `/billing/v1/payment-history?${RANGE}`)).json(),
    );
    // Only the clone's own September payment (dated its bill's issue day).
    expect(history.items.map((item) => item.invoiceIds)).toEqual([[clone.paidInvoiceId]]);
  });
});

describe('invoices', () => {
  it('lists the caller’s invoices by issue date, paged, and by subscription', async () => {
    const { call } = await ownerCaller();
    const all = invoiceListSchema.parse(
      (await call('GET', `/billing/v1/invoices?${RANGE}`)).json(),
    );
    expect(all.invoices.map((invoice) => invoice.id)).toEqual(OWNER_INVOICES);
    expect(all.nextToken).toBeNull();
    const first = invoiceListSchema.parse(
      (await call('GET', `/billing/v1/invoices?${RANGE}&pageSize=1&orderBy=asc`)).json(),
    );
    expect(first.invoices.map((invoice) => invoice.id)).toEqual([OWNER_INVOICES[2]]);
    const next = invoiceListSchema.parse(
      (
        await call(
          'GET',
          `/billing/v1/invoices?${RANGE}&pageSize=1&orderBy=asc&nextToken=${first.nextToken}`,
        )
      ).json(),
    );
    expect(next.invoices.map((invoice) => invoice.id)).toEqual([OWNER_INVOICES[1]]);
    const other = invoiceListSchema.parse(
      (
        await call('GET', `/billing/v1/invoices?${RANGE}&subscriptionId=sub_seed_trial_0004`)
      ).json(),
    );
    expect(other.invoices).toEqual([]);
    const victims = invoiceListSchema.parse(
      (
        await call('GET', `/billing/v1/invoices?${RANGE}&subscriptionId=${PAST_DUE.subscriptionId}`)
      ).json(),
    );
    expect(victims.invoices).toEqual([]);
  });

  it('reads one invoice of the caller’s; another’s is not found', async () => {
    const { call } = await ownerCaller();
    const invoice = invoiceSchema.parse(
      (await call('GET', `/billing/v1/invoices/${OWNER.invoiceId}`)).json(),
    );
    expect(invoice).toMatchObject({ id: OWNER.invoiceId, amountDue: { amountMinor: 0 } });
    expect(invoice.lines[0]?.fees.map(({ code, name }) => [code, name])).toEqual([
      ['MRF', 'Music royalty fee'],
    ]);
    expect(invoice.lines[0]?.taxes.map(({ code, name }) => [code, name])).toEqual([
      ['SALES', 'State sales tax'],
    ]);
    const other = serviceRefusal(
      await call('GET', `/billing/v1/invoices/${PAST_DUE.unpaidInvoiceId}`),
      404,
      'INVOICE_NOT_FOUND',
    );
    const none = serviceRefusal(
      await call('GET', '/billing/v1/invoices/inv_none'),
      404,
      'INVOICE_NOT_FOUND',
    );
    expect(other).toEqual(none);
  });
});

describe('a card’s history and changes', () => {
  it('lists what was paid with one card; another customer’s card is not found', async () => {
    const { call } = await ownerCaller();
    const history = paymentHistorySchema.parse(
      (await call('GET', `/billing/v1/payment-methods/${OWNER.paymentMethodId}/history`)).json(),
    );
    expect(history.items.map((item) => item.invoiceIds[0])).toEqual(OWNER_INVOICES);
    const paged = paymentHistorySchema.parse(
      (
        await call('GET', `/billing/v1/payment-methods/${OWNER.paymentMethodId}/history?pageSize=2`)
      ).json(),
    );
    expect(paged.items).toHaveLength(2);
    expect(paged.nextToken).not.toBeNull();
    serviceRefusal(
      await call('GET', `/billing/v1/payment-methods/${PAST_DUE.paymentMethodId}/history`),
      404,
      'PAYMENT_METHOD_NOT_FOUND',
    );
  });

  it('changes the name on a card and a reissued card’s expiry, not a past one', async () => {
    const testApp = await billingApp();
    const clone = await clonePastDueAccount(testApp);
    const call = await testApp.serviceCaller(clone.identityId);
    const cardToken = await tokenizeCard(testApp.app, '4242424242424242', {
      expMonth: 1,
      expYear: 2027,
    });
    const card = paymentMethodSchema.parse(
      (await call('POST', '/billing/v1/payment-methods', { cardToken })).json(),
    );
    const renamed = await call('PATCH', `/billing/v1/payment-methods/${card.id}`, {
      nameOnCard: 'Samuel Okafor',
    });
    expect(paymentMethodSchema.parse(renamed.json()).nameOnCard).toBe('Samuel Okafor');
    const reissued = await call('PATCH', `/billing/v1/payment-methods/${card.id}`, {
      expiryDate: { year: 2031, month: 5 },
    });
    expect(paymentMethodSchema.parse(reissued.json()).card.expiryDate).toEqual({
      year: 2031,
      month: 5,
    });
    const [vaulted] = await testApp.db
      .select()
      .from(sandboxGatewayCards)
      .where(eq(sandboxGatewayCards.token, cardToken));
    expect(vaulted).toMatchObject({ expiryMonth: 5, expiryYear: 2031 });
    const past = serviceRefusal(
      await call('PATCH', `/billing/v1/payment-methods/${card.id}`, {
        expiryDate: { year: 2026, month: 1 },
      }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(past.invalidFields).toEqual([
      expect.objectContaining({ errorCode: 'EXPIRED', fieldName: 'expiryDate' }),
    ]);
    serviceRefusal(
      await call('PATCH', `/billing/v1/payment-methods/${OWNER.paymentMethodId}`, {
        nameOnCard: 'Not Yours',
      }),
      404,
      'PAYMENT_METHOD_NOT_FOUND',
    );
    serviceRefusal(
      await call('DELETE', `/billing/v1/payment-methods/${OWNER.paymentMethodId}`),
      404,
      'PAYMENT_METHOD_NOT_FOUND',
    );
  });

  it('keeps the last card of an active account; removing the default picks the newest other', async () => {
    const testApp = await billingApp({ ownDatabase: true });
    const call = await testApp.serviceCaller(OWNER.identityId);
    serviceRefusal(
      await call('DELETE', `/billing/v1/payment-methods/${OWNER.paymentMethodId}`),
      409,
      'LAST_PAYMENT_METHOD',
    );
    const keep = async (number: string) =>
      paymentMethodSchema.parse(
        (
          await call('POST', '/billing/v1/payment-methods', {
            cardToken: await tokenizeCard(testApp.app, number),
          })
        ).json(),
      );
    const older = await keep('5555555555554444');
    testApp.clock.advanceSeconds(60);
    const newer = await keep('378282246310005');
    const removed = await call('DELETE', `/billing/v1/payment-methods/${OWNER.paymentMethodId}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(removed.body).toBe('');
    const list = paymentMethodListSchema.parse(
      (await call('GET', '/billing/v1/payment-methods')).json(),
    );
    expect(list.paymentMethods.map((method) => [method.id, method.isDefault])).toEqual([
      [older.id, false],
      [newer.id, true],
    ]);
    // A removed card's history stays readable.
    const history = await call(
      'GET',
      `/billing/v1/payment-methods/${OWNER.paymentMethodId}/history`,
    );
    expect(paymentHistorySchema.parse(history.json()).items).toHaveLength(3);
    expect((await call('DELETE', `/billing/v1/payment-methods/${older.id}`)).statusCode).toBe(204);
    serviceRefusal(
      await call('DELETE', `/billing/v1/payment-methods/${newer.id}`),
      409,
      'LAST_PAYMENT_METHOD',
    );
  });
});
