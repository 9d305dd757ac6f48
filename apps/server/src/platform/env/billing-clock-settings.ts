import { ascendingDays, DAY, type EnvOf, HOUR, integer, MINUTE } from './env-vars.ts';

/** The scheduler (ADR 074) and what billing does as time passes: dunning and notices (ADR 075). */
export const billingClockEnv = {
  /** Days after a declined period charge on which it is tried again (ADR 075). */
  DUNNING_RETRY_DAYS: ascendingDays([1, 3, 7]),
  /** Days between the last declined retry (the account past due) and the radio's suspension. */
  DUNNING_SUSPEND_AFTER_DAYS: integer(0, 60, 3),
  /** Days before a trial converts, a promo steps up or a card expires that its notice goes. */
  BILLING_NOTICE_LEAD_DAYS: integer(1, 60, 7),
  SCHEDULER_POLL_SECONDS: integer(0, HOUR, 15),
  BILLING_SWEEP_INTERVAL_SECONDS: integer(MINUTE, DAY, DAY),
  /** How often charges nothing recorded are looked for and given back (ADR 111); 0: never. */
  UNRECORDED_CHARGE_SWEEP_INTERVAL_SECONDS: integer(0, DAY, 15 * MINUTE),
};

type BillingClockEnv = EnvOf<typeof billingClockEnv>;

/**
 * How often each instance runs the jobs that fell due (0: never by itself; tests and the demo
 * clock call runDue), how often the billing sweep looks for periods to charge and terms that
 * end, and how often the gateway's charges are checked against what was recorded.
 */
export type SchedulerSettings = {
  pollSeconds: number;
  billingSweepSeconds: number;
  unrecordedChargeSweepSeconds: number;
};

export type DunningSettings = {
  retryDays: readonly number[];
  suspendAfterDays: number;
  noticeLeadDays: number;
};

export function schedulerSettingsOf(env: BillingClockEnv): SchedulerSettings {
  return {
    pollSeconds: env.SCHEDULER_POLL_SECONDS,
    billingSweepSeconds: env.BILLING_SWEEP_INTERVAL_SECONDS,
    unrecordedChargeSweepSeconds: env.UNRECORDED_CHARGE_SWEEP_INTERVAL_SECONDS,
  };
}

export function dunningSettingsOf(env: BillingClockEnv): DunningSettings {
  return {
    retryDays: env.DUNNING_RETRY_DAYS,
    suspendAfterDays: env.DUNNING_SUSPEND_AFTER_DAYS,
    noticeLeadDays: env.BILLING_NOTICE_LEAD_DAYS,
  };
}
