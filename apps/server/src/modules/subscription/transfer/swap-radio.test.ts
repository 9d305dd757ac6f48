import { careErrorBodySchema, currentPaidPeriodOf } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  deviceRemovals,
  invoices,
  outboxMessages,
  payments,
  radios,
  sandboxGatewayCharges,
} from '../../../db/schema/index.ts';
import { TRANSFER_CUSTOMERS } from '../../../db/seed/transfer-accounts.ts';
import { expectOneWinner, outcomesOf } from '../../../testing/race-outcomes.ts';
import {
  swapOf,
  swapQuoteOf,
  TRANSFER_PATHS,
  transferPayment,
  transferSetUp,
} from './transfer.testing.ts';

const { swap, newCar } = TRANSFER_CUSTOMERS;
const OLD = swap.selfPay.radioId;

const errorOf = (response: { json(): unknown }) => careErrorBodySchema.parse(response.json()).error;

describe('swap: a lost or broken radio replaced, the plan and its remaining term moved exactly', () => {
  it('quotes nothing today, then moves the same paid period (days and cents) to the new radio', async () => {
    const kit = await transferSetUp();
    const owner = await kit.signedIn(swap);
    const before = await kit.storedSubscription(swap.selfPay.subscriptionId);
    const periodBefore = before && currentPaidPeriodOf(before.phases, kit.clock.now());
    expect(periodBefore).toBeDefined();
    if (!periodBefore) return;

    const quoted = await owner.post(TRANSFER_PATHS.swapQuote, {
      selfPayRadioId: OLD,
      newRadioId: 'orbh0168',
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = swapQuoteOf(quoted);
    expect(quote.currentQuote.totalAmount.amountMinor).toBe(0);
    expect(quote.revenueStatus).toBe('Deferred');
    // 100 days into the yearly term: the rest of it, worth its share of $229.99.
    const { transfer } = quote;
    expect(transfer.ofDays - transfer.remainingDays).toBe(100);
    expect(transfer.remainingValue.amountMinor).toBe(
      Math.round((22_999 * transfer.remainingDays) / transfer.ofDays),
    );
    expect(transfer.paidThrough).toBe(periodBefore.end.toISOString().slice(0, 10));
    expect(transfer.nextBill?.amount).toEqual(quote.renewalQuote?.totalAmount);
    expect(quote.renewalQuote?.details[0]).toMatchObject({
      packageName: 'All Access',
      priceAmount: { amountMinor: 22_999 },
    });

    kit.clock.advanceSeconds(60);
    const { key, paymentInfo } = transferPayment();
    const body = { oldRadioId: OLD, newRadioId: 'ORBH0168', quoteId: quote.quoteId, paymentInfo };
    const swapped = await owner.post(TRANSFER_PATHS.swap, body, key);
    expect(swapped.statusCode, swapped.body).toBe(200);
    const result = swapOf(swapped);
    expect(result).toMatchObject({
      status: 'SUCCESS',
      subscriptionId: swap.selfPay.subscriptionId,
      newRadioIdLastFour: '0168',
      oldRadioIdLastFour: '0167',
      amountCharged: { amountMinor: 0, currency: 'USD' },
      accountNumberLastFour: '0167',
      email: swap.handle,
    });
    expect(result.transfer).toEqual(transfer);

    // The same subscription, phases and paid period, on the new radio; the old one closed.
    const after = await kit.storedSubscription(swap.selfPay.subscriptionId);
    expect(after?.radioId).toBe('ORBH0168');
    expect(after?.phases).toEqual(before?.phases);
    expect(after && currentPaidPeriodOf(after.phases, kit.clock.now())).toEqual(periodBefore);
    const [newRadio] = await kit.db.select().from(radios).where(eq(radios.radioId, 'ORBH0168'));
    const [oldRadio] = await kit.db.select().from(radios).where(eq(radios.radioId, OLD));
    expect(newRadio?.accountNumber).toBe(swap.accountNumber);
    expect(oldRadio?.accountNumber).toBeNull();
    const removals = await kit.db
      .select()
      .from(deviceRemovals)
      .where(eq(deviceRemovals.radioId, OLD));
    expect(removals.map((row) => row.reason)).toEqual(['RADIO_LOST_BROKEN_OR_STOLEN']);
    // Nothing billed, nothing charged; the customer is told.
    const billed = await kit.db
      .select()
      .from(invoices)
      .where(eq(invoices.accountNumber, swap.accountNumber));
    const paid = await kit.db
      .select()
      .from(payments)
      .where(eq(payments.accountNumber, swap.accountNumber));
    const charged = await kit.db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.token, swap.card.token));
    expect([billed.length, paid.length, charged.length]).toEqual([0, 0, 0]);
    const told = await kit.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, swap.handle));
    expect(told.map((message) => message.template)).toEqual(['subscription-move-confirmation']);

    // The same key and body: the same answer, nothing moved twice. The quote is spent.
    const again = await owner.post(TRANSFER_PATHS.swap, body, key);
    expect(again.json()).toEqual(swapped.json());
    const other = transferPayment();
    const reused = await owner.post(
      TRANSFER_PATHS.swap,
      { ...body, paymentInfo: other.paymentInfo },
      other.key,
    );
    expect(outcomesOf([reused])).toEqual(['409 ORDER_ALREADY_CONFIRMED']);
  });

  it('refuses a new radio that does not exist, has service, or is the same, under newRadioId', async () => {
    const kit = await transferSetUp();
    const owner = await kit.signedIn(swap);
    const refusalOf = async (newRadioId: string) => {
      const answered = await owner.post(TRANSFER_PATHS.swapQuote, {
        selfPayRadioId: OLD,
        newRadioId,
      });
      const error = errorOf(answered);
      return [answered.statusCode, error.errorCode, error.fieldErrors.map((f) => f.fieldName)];
    };
    expect(await refusalOf('ORBH9999')).toEqual([404, 'DEVICE_NOT_FOUND', ['newRadioId']]);
    expect(await refusalOf(newCar.selfPay.radioId)).toEqual([
      409,
      'NEW_RADIO_IN_USE',
      ['newRadioId'],
    ]);
    expect(await refusalOf(newCar.trial.radioId)).toEqual([
      409,
      'NEW_RADIO_IN_USE',
      ['newRadioId'],
    ]);
    expect(await refusalOf(OLD)).toEqual([409, 'NEW_RADIO_NOT_ELIGIBLE', ['newRadioId']]);
    // Someone else's radio as the one to replace: as one that does not exist.
    const theirs = await owner.post(TRANSFER_PATHS.swapQuote, {
      selfPayRadioId: newCar.selfPay.radioId,
      newRadioId: 'ORBH0169',
    });
    expect([theirs.statusCode, errorOf(theirs).errorCode]).toEqual([404, 'DEVICE_NOT_FOUND']);
    expect(JSON.stringify(theirs.json())).not.toContain('Whitfield');
  });

  it('holds a quote 30 minutes, and holds the customer to it', async () => {
    const kit = await transferSetUp();
    const owner = await kit.signedIn(swap);
    const quote = swapQuoteOf(
      await owner.post(TRANSFER_PATHS.swapQuote, { selfPayRadioId: OLD, newRadioId: 'ORBH0168' }),
    );
    const late = transferPayment();
    // 31 minutes, the care session kept alive by a call in between (it times out after 20 idle).
    kit.clock.advanceSeconds(19 * 60);
    expect((await owner.post(TRANSFER_PATHS.acsc, { swapFlow: true })).statusCode).toBe(200);
    kit.clock.advanceSeconds(12 * 60);
    const expired = await owner.post(
      TRANSFER_PATHS.swap,
      {
        oldRadioId: OLD,
        newRadioId: 'ORBH0168',
        quoteId: quote.quoteId,
        paymentInfo: late.paymentInfo,
      },
      late.key,
    );
    expect(outcomesOf([expired])).toEqual(['410 ORDER_EXPIRED']);
    // A quote for another radio is not this one's.
    const fresh = swapQuoteOf(
      await owner.post(TRANSFER_PATHS.swapQuote, { selfPayRadioId: OLD, newRadioId: 'ORBH0168' }),
    );
    const wrong = transferPayment();
    const mismatched = await owner.post(
      TRANSFER_PATHS.swap,
      {
        oldRadioId: OLD,
        newRadioId: 'ORBH0169',
        quoteId: fresh.quoteId,
        paymentInfo: wrong.paymentInfo,
      },
      wrong.key,
    );
    expect(outcomesOf([mismatched])).toEqual(['404 ORDER_NOT_FOUND']);
    const stored = await kit.storedSubscription(swap.selfPay.subscriptionId);
    expect(stored?.radioId).toBe(OLD);
  });

  it('of two swaps of the same plan at once, one moves it and the other is refused', async () => {
    const kit = await transferSetUp();
    const owner = await kit.signedIn(swap);
    const quoteTo = async (newRadioId: string) =>
      swapQuoteOf(await owner.post(TRANSFER_PATHS.swapQuote, { selfPayRadioId: OLD, newRadioId }))
        .quoteId;
    const [to68, to69] = [await quoteTo('ORBH0168'), await quoteTo('ORBH0169')];
    const first = transferPayment();
    const second = transferPayment();
    const answers = await Promise.all([
      owner.post(
        TRANSFER_PATHS.swap,
        { oldRadioId: OLD, newRadioId: 'ORBH0168', quoteId: to68, paymentInfo: first.paymentInfo },
        first.key,
      ),
      owner.post(
        TRANSFER_PATHS.swap,
        { oldRadioId: OLD, newRadioId: 'ORBH0169', quoteId: to69, paymentInfo: second.paymentInfo },
        second.key,
      ),
    ]);
    expectOneWinner(answers, ['409 PAYMENT_IN_PROGRESS', '409 SUBSCRIPTION_CHANGED']);
    const stored = await kit.storedSubscription(swap.selfPay.subscriptionId);
    const held = await kit.db
      .select()
      .from(radios)
      .where(eq(radios.accountNumber, swap.accountNumber));
    expect(held.map((radio) => radio.radioId)).toEqual([stored?.radioId]);
  });
});
