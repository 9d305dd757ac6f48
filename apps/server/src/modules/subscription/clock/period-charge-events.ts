/**
 * What the subscription clock tells the rest of the server (ADR 074), as scheduler jobs enqueued
 * in the same transaction as the charge's outcome: a job exists if and only if the outcome was
 * written, once per period and attempt (its dedupe key). Dunning and notices (ADR 075) define
 * the jobs' handlers; an event nobody handles yet waits in `scheduled_jobs`.
 */

/** A period's charge was paid (the first attempt, or a dunning retry): the receipt's matter. */
export const PERIOD_CHARGE_PAID = 'subscription-clock.period-charge-paid';
/** A period's charge was declined: dunning takes it from here. */
export const PERIOD_CHARGE_DECLINED = 'subscription-clock.period-charge-declined';

type PeriodChargeFacts = {
  subscriptionId: string;
  accountNumber: string;
  /** The invoice of the period (written at its first attempt, paid or owed). */
  invoiceId: string;
  invoiceNumber: string;
  /** ISO instant: the period's start, which names the period (with the subscription). */
  periodStart: string;
  /** ISO instant: the period's end (the next period's start), null when the term has none. */
  periodEnd: string | null;
  /** 1 for the charge on the period's start; 2, 3… for dunning's retries. */
  attempt: number;
  /** trial's follow-on phase (promo or fullPrice), the promo, or fullPrice. */
  phase: string;
  /** True when this period converts a trial to paid (the first paid period after a trial). */
  convertsTrial: boolean;
  amountMinor: number;
  currency: string;
};

export type PeriodChargePaid = PeriodChargeFacts & {
  gatewayChargeId: string;
  /** The invoice's lines as kept (plan price, fees, taxes by code). */
  lines: Record<string, unknown>[];
};

export type PeriodChargeDeclined = PeriodChargeFacts & {
  /** The gateway's refusal: declined, insufficient_funds, fraud or processing_error. */
  outcome: string;
};

/** The dedupe key of a period's event: one per subscription, period and attempt. */
export const periodEventKey = (subscriptionId: string, periodStart: string, attempt: number) =>
  `${subscriptionId}:${periodStart}:${attempt}`;
