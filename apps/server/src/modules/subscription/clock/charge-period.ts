import type { Currency } from '@orbit/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  invoices,
  type PeriodChargeRow,
  payments,
  periodCharges,
  type SubscriberAccountRow,
  type SubscriptionPhaseRow,
  type SubscriptionRow,
} from '../../../db/schema/index.ts';
import { newId } from '../../../platform/ids.ts';
import {
  chargeablePaymentMethod,
  newCommerceId,
  profileOfAccount,
  renewalQuotesOf,
} from '../../billing/index.ts';
import { invoiceLinesOf, newInvoiceNumber } from '../../checkout/index.ts';
import type { SubscriptionClockDeps } from './clock-deps.ts';
import {
  PERIOD_CHARGE_DECLINED,
  PERIOD_CHARGE_PAID,
  type PeriodChargeDeclined,
  type PeriodChargePaid,
  periodEventKey,
} from './period-charge-events.ts';

/** One attempt at one period: the period named by its subscription and start. */
export type PeriodChargeRequest = {
  subscriptionId: string;
  periodStart: Date;
  /** 1 on the period's start (the clock); 2, 3… dunning's retries (ADR 075). */
  attempt: number;
  /** When the attempt is made: the payment and the invoice are dated by it. */
  at: Date;
};

/** The period to bill, as the clock found it in the subscription's phases. */
export type DuePeriod = {
  subscription: SubscriptionRow;
  account: SubscriberAccountRow;
  phase: SubscriptionPhaseRow;
  periodEnd: Date | null;
  convertsTrial: boolean;
};

export type PeriodChargeOutcome =
  | { status: 'paid' | 'declined'; invoiceId: string; chargeId: string }
  /** This attempt was settled before (a second run of the same period); nothing charged. */
  | { status: 'alreadySettled'; invoiceId: string | null; chargeId: string }
  /** Nothing left to charge (a retry after the balance was paid another way). */
  | { status: 'nothingDue'; invoiceId: string | null; chargeId: null };

/** The gateway's key for one attempt at one period: the same on every run of that attempt. */
export const periodIdempotencyKey = (
  request: Pick<PeriodChargeRequest, 'subscriptionId' | 'periodStart' | 'attempt'>,
) => `period:${request.subscriptionId}:${request.periodStart.toISOString()}:${request.attempt}`;

/** Thrown inside the settling transaction when another run settled the attempt first. */
class SettledElsewhere extends Error {}

async function attemptRow(db: Db, key: string): Promise<PeriodChargeRow | undefined> {
  const [row] = await db.select().from(periodCharges).where(eq(periodCharges.idempotencyKey, key));
  return row;
}

/** The period's invoice, written by its first attempt. */
async function firstAttemptOf(db: Db, subscriptionId: string, periodStart: Date) {
  const [row] = await db
    .select()
    .from(periodCharges)
    .where(
      and(
        eq(periodCharges.subscriptionId, subscriptionId),
        eq(periodCharges.periodStart, periodStart),
        eq(periodCharges.attempt, 1),
      ),
    );
  return row;
}

/** What this attempt charges: the quote engine's total on the first, the invoice's balance after. */
async function amountOf(db: Db, due: DuePeriod, request: PeriodChargeRequest) {
  if (request.attempt === 1) {
    const [priced] = await renewalQuotesOf(db, due.account, [
      {
        packageId: due.subscription.packageId,
        planCode: due.subscription.planCode,
        phase: due.phase,
        date: request.periodStart,
      },
    ]);
    if (!priced) throw new Error('period not priced');
    return {
      amountMinor: priced.quote.totalAmount.amountMinor,
      quote: priced.quote,
      invoice: null,
    };
  }
  const first = await firstAttemptOf(db, request.subscriptionId, request.periodStart);
  const [invoice] = first?.invoiceId
    ? await db.select().from(invoices).where(eq(invoices.id, first.invoiceId))
    : [];
  if (!invoice)
    throw new Error(`retry of a period never charged: ${periodIdempotencyKey(request)}`);
  return { amountMinor: invoice.amountDueMinor, quote: null, invoice };
}

/**
 * Charges one attempt at one billing period, exactly once however often it runs (ADR 074):
 * 1. the attempt's row is written `charging` with the gateway's idempotency key (unique per
 *    subscription, period start and attempt: a second run finds it);
 * 2. the card on file is charged with that key (a run that died after the charge asks again and
 *    the gateway answers the first charge, so nobody is charged twice);
 * 3. one transaction settles it: the first attempt writes the period's invoice (its lines by the
 *    quote engine: price, music royalty fee, the service address's taxes on the charge date),
 *    paid or owed; a later attempt pays what that invoice still owes; a payment row for a
 *    success; and the PAID or DECLINED event job (ADR 075 acts on it).
 * An account with no usable card on file is declined (`no_card_on_file`) without a charge.
 */
export async function chargePeriod(
  deps: SubscriptionClockDeps,
  due: DuePeriod,
  request: PeriodChargeRequest,
): Promise<PeriodChargeOutcome> {
  const { db } = deps;
  const key = periodIdempotencyKey(request);
  const earlier = await attemptRow(db, key);
  if (earlier && earlier.status !== 'charging') {
    return { status: 'alreadySettled', invoiceId: earlier.invoiceId, chargeId: earlier.id };
  }
  const currency = due.phase.currency as Currency;
  const { amountMinor, quote, invoice } = await amountOf(db, due, request);
  if (!earlier && amountMinor <= 0) {
    return { status: 'nothingDue', invoiceId: invoice?.id ?? null, chargeId: null };
  }
  const row =
    earlier ??
    (
      await db
        .insert(periodCharges)
        .values({
          id: newId('periodCharge', request.at),
          subscriptionId: request.subscriptionId,
          accountNumber: due.account.accountNumber,
          periodStart: request.periodStart,
          periodEnd: due.periodEnd,
          attempt: request.attempt,
          phase: due.phase.phase,
          phasePosition: due.phase.position,
          status: 'charging',
          amountMinor,
          currency,
          idempotencyKey: key,
          createdAt: request.at,
        })
        .onConflictDoNothing()
        .returning()
    )[0] ??
    (await attemptRow(db, key));
  if (!row) throw new Error(`period charge ${key} neither written nor found`);
  if (row.status !== 'charging') {
    return { status: 'alreadySettled', invoiceId: row.invoiceId, chargeId: row.id };
  }

  const profile = await profileOfAccount(db, due.account.accountNumber);
  const method = profile?.defaultPaymentMethodId
    ? await chargeablePaymentMethod(db, profile.defaultPaymentMethodId, request.at)
    : undefined;
  const charged = method
    ? await deps.gateway.charge({
        token: method.gatewayToken,
        amount: { amountMinor: row.amountMinor, currency },
        idempotencyKey: key,
        description: `Orbit Radio ${due.subscription.planCode}`,
      })
    : ({ status: 'failed', chargeId: '', outcome: 'no_card_on_file' } as const);

  try {
    return await db.transaction(async (tx) => {
      const settled = await tx
        .update(periodCharges)
        .set({
          status: charged.status === 'succeeded' ? 'paid' : 'declined',
          gatewayChargeId: charged.chargeId || null,
          failureOutcome: charged.status === 'failed' ? charged.outcome : null,
          settledAt: request.at,
        })
        .where(and(eq(periodCharges.id, row.id), eq(periodCharges.status, 'charging')))
        .returning();
      if (settled.length === 0) throw new SettledElsewhere();
      const paid = charged.status === 'succeeded' ? row.amountMinor : 0;
      let invoiceId: string;
      let invoiceNumber: string;
      let lines: Record<string, unknown>[];
      if (request.attempt === 1 || !invoice) {
        if (!quote) throw new Error('first attempt without its quote');
        invoiceId = newCommerceId('invoice', request.at);
        invoiceNumber = newInvoiceNumber();
        lines = invoiceLinesOf(quote, request.subscriptionId);
        await tx.insert(invoices).values({
          id: invoiceId,
          number: invoiceNumber,
          accountNumber: due.account.accountNumber,
          subscriptionId: request.subscriptionId,
          orderId: null,
          currency,
          amountTotalMinor: row.amountMinor,
          amountPaidMinor: paid,
          amountDueMinor: row.amountMinor - paid,
          appliedBalanceMinor: 0,
          lines,
          paymentMethodId: method?.id ?? null,
          serviceAddress: due.account.serviceAddress,
          issuedAt: request.at,
          dueDate: request.periodStart,
        });
      } else {
        invoiceId = invoice.id;
        invoiceNumber = invoice.number;
        lines = invoice.lines;
        if (paid > 0) {
          await tx
            .update(invoices)
            .set({
              amountPaidMinor: invoice.amountPaidMinor + paid,
              amountDueMinor: Math.max(0, invoice.amountDueMinor - paid),
              paymentMethodId: method?.id ?? invoice.paymentMethodId,
            })
            .where(eq(invoices.id, invoice.id));
        }
      }
      await tx.update(periodCharges).set({ invoiceId }).where(eq(periodCharges.id, row.id));
      const facts = {
        subscriptionId: request.subscriptionId,
        accountNumber: due.account.accountNumber,
        invoiceId,
        invoiceNumber,
        periodStart: request.periodStart.toISOString(),
        periodEnd: due.periodEnd?.toISOString() ?? null,
        attempt: request.attempt,
        phase: due.phase.phase,
        convertsTrial: due.convertsTrial,
        amountMinor: row.amountMinor,
        currency,
      };
      const eventKey = periodEventKey(request.subscriptionId, facts.periodStart, request.attempt);
      if (charged.status === 'succeeded') {
        await tx.insert(payments).values({
          id: newCommerceId('payment', request.at),
          accountNumber: due.account.accountNumber,
          invoiceId,
          entryType: 'payment',
          paymentMethodId: method?.id ?? null,
          giftCardId: null,
          gatewayChargeId: charged.chargeId,
          amountMinor: paid,
          currency,
          paidAt: request.at,
        });
        const event: PeriodChargePaid = { ...facts, gatewayChargeId: charged.chargeId, lines };
        await deps.scheduler.enqueue(
          PERIOD_CHARGE_PAID,
          event,
          { runAt: request.at, key: eventKey },
          tx,
        );
      } else {
        const event: PeriodChargeDeclined = { ...facts, outcome: charged.outcome };
        await deps.scheduler.enqueue(
          PERIOD_CHARGE_DECLINED,
          event,
          { runAt: request.at, key: eventKey },
          tx,
        );
      }
      return {
        status: charged.status === 'succeeded' ? ('paid' as const) : ('declined' as const),
        invoiceId,
        chargeId: row.id,
      };
    });
  } catch (error) {
    if (error instanceof SettledElsewhere) {
      const settled = await attemptRow(db, key);
      return { status: 'alreadySettled', invoiceId: settled?.invoiceId ?? null, chargeId: row.id };
    }
    throw error;
  }
}
