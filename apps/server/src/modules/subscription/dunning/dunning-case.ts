import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { dunningCases, invoices } from '../../../db/schema/index.ts';
import { newId } from '../../../platform/ids.ts';
import type { PeriodChargeDeclined } from '../clock/period-charge-events.ts';

const DAY_MS = 86_400_000;

/** The day a retry (or the last one) falls on: whole days after the declined period's start. */
export const daysAfter = (start: Date, days: number) => new Date(start.getTime() + days * DAY_MS);

/** The case of one subscription's period, locked for this transaction. */
export async function lockedCaseOf(tx: Db, subscriptionId: string, periodStart: Date) {
  const [found] = await tx
    .select()
    .from(dunningCases)
    .where(
      and(
        eq(dunningCases.subscriptionId, subscriptionId),
        eq(dunningCases.periodStart, periodStart),
      ),
    )
    .for('update');
  return found;
}

/**
 * Opens the case of a period's first declined charge (once: a second run of the event finds it),
 * and makes the period's bill due on the day of the last retry — the customer is not past due
 * while we are still trying their card.
 */
export async function openCase(
  tx: Db,
  declined: PeriodChargeDeclined,
  lastRetryOn: Date,
  at: Date,
): Promise<void> {
  const periodStart = new Date(declined.periodStart);
  await tx
    .insert(dunningCases)
    .values({
      id: newId('dunningCase', at),
      subscriptionId: declined.subscriptionId,
      accountNumber: declined.accountNumber,
      periodStart,
      invoiceId: declined.invoiceId,
      amountMinor: declined.amountMinor,
      currency: declined.currency,
      declinedAttempts: 0,
      state: 'retrying',
      openedAt: at,
    })
    .onConflictDoNothing();
  await tx
    .update(invoices)
    .set({ dueDate: lastRetryOn })
    .where(and(eq(invoices.id, declined.invoiceId), gt(invoices.amountDueMinor, 0)));
}

/** Whether the period's bill is still owed (the customer may have paid it meanwhile). */
export async function stillOwed(tx: Db, invoiceId: string | null): Promise<boolean> {
  if (!invoiceId) return false;
  const [bill] = await tx
    .select({ due: invoices.amountDueMinor })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  return (bill?.due ?? 0) > 0;
}
