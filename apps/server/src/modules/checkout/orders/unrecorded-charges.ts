import { inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../../config.ts';
import type { Db } from '../../../db/client.ts';
import { orders, payments, periodCharges } from '../../../db/schema/index.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import type { PaymentGateway, TakenCharge } from '../../../platform/payments/payment-gateway.ts';
import { isBalanceChargeKey, refundOrAlert } from '../../billing/index.ts';
import { findOrder, markOrderFailed } from './order-store.ts';

/** The recurring job that gives back charges nothing recorded (ADR 111). */
export const GIVE_BACK_UNRECORDED_CHARGES = 'checkout.give-back-unrecorded-charges';

/**
 * A charge is looked at only this long after it was taken: well past an order's 30-minute life
 * (a confirm that charged just before its order expired has long committed or died by then) and
 * any balance payment's run, so nothing still on its way to being recorded is given back.
 */
export const UNRECORDED_CHARGE_GRACE_MS = 60 * 60_000;
/** How far back the first run looks (a database that never ran the sweep). */
const FIRST_LOOKBACK_MS = 7 * 24 * 60 * 60_000;
/** Charges asked of the gateway, and checked against the records, per page. */
const PAGE = 200;

/** The failure code of an order whose charge was found unrecorded: the buyer did nothing wrong. */
const UNRECORDED_FAILURE = 'SYSTEM';

export type UnrecordedChargeDeps = { db: Db; gateway: PaymentGateway; log: FastifyBaseLogger };

export type UnrecordedChargeReport = {
  /** Charges the gateway listed in the window. */
  looked: number;
  /** Charges nothing recorded, given back. */
  givenBack: number;
  /** Charges nothing recorded that were left alone (a key this service does not know, a confirmed order). */
  leftAlone: number;
};

/**
 * The key and id of each charge some record of ours names, in one statement: a payment names its
 * charge's id; a period's charge is recorded (by its key) before the gateway is asked, and the
 * billing clock's job settles it, replaying the same key, however late.
 */
async function recordedOf(db: Db, charges: readonly TakenCharge[]) {
  const recorded = await db
    .select({
      by: sql<'charge id' | 'key'>`'charge id'`,
      name: sql<string>`${payments.gatewayChargeId}`,
    })
    .from(payments)
    .where(
      inArray(
        payments.gatewayChargeId,
        charges.map((charge) => charge.chargeId),
      ),
    )
    .unionAll(
      db
        .select({
          by: sql<'charge id' | 'key'>`'key'`,
          name: sql<string>`${periodCharges.idempotencyKey}`,
        })
        .from(periodCharges)
        .where(
          inArray(
            periodCharges.idempotencyKey,
            charges.map((charge) => charge.idempotencyKey),
          ),
        ),
    );
  const namedBy = (by: 'charge id' | 'key') =>
    new Set(recorded.filter((row) => row.by === by).map((row) => row.name));
  return { chargeIds: namedBy('charge id'), keys: namedBy('key') };
}

/**
 * What to do with a charge nothing recorded. An order's (its key is the order's id): the order
 * is moved out of `quoted` first, as every confirm does before it may refund (whoever moves it
 * owns the charge), so a confirm retried later cannot fulfil on a charge given back; a failed
 * order's charge is given back; a confirmed one's is not (it was delivered: a case for care). A
 * balance payment's: given back (a retry of its request finds its key's charge refunded and
 * charges anew, ADR 103). Any other key is not this service's to give back.
 */
async function shouldGiveBack(
  deps: UnrecordedChargeDeps,
  charge: TakenCharge,
  statusLooked: string | undefined,
): Promise<boolean> {
  let orderStatus = statusLooked;
  if (orderStatus === 'quoted') {
    if (await markOrderFailed(deps.db, charge.idempotencyKey, UNRECORDED_FAILURE)) return true;
    // Another confirm moved it in between: go by where it went.
    orderStatus = (await findOrder(deps.db, charge.idempotencyKey))?.status;
  }
  if (orderStatus === 'failed') return true;
  if (orderStatus === undefined && isBalanceChargeKey(charge.idempotencyKey)) return true;
  deps.log.error(
    { chargeId: charge.chargeId, key: charge.idempotencyKey, orderStatus },
    'a charge nothing recorded was left alone: settle it by hand',
  );
  return false;
}

/**
 * Gives back every charge the gateway took in `[from, before)` that no record of ours names (the
 * process stopped between the charge and the transaction that records it, or before the refund
 * of a transaction that failed; or the refund itself failed). Zero-amount charges verify a card
 * and take nothing. A refund that fails throws, after the rest of the window was settled, so the
 * job runs the same window again.
 */
export async function giveBackUnrecordedCharges(
  deps: UnrecordedChargeDeps,
  window: { from: Date; before: Date },
): Promise<UnrecordedChargeReport> {
  const report: UnrecordedChargeReport = { looked: 0, givenBack: 0, leftAlone: 0 };
  let refundsFailed = 0;
  let after: string | undefined;
  for (;;) {
    const page = await deps.gateway.takenCharges({ ...window, after, limit: PAGE });
    if (page.length === 0) break;
    report.looked += page.length;
    const recorded = await recordedOf(deps.db, page);
    const unrecorded = page.filter(
      (charge) =>
        charge.amount.amountMinor > 0 &&
        !recorded.chargeIds.has(charge.chargeId) &&
        !recorded.keys.has(charge.idempotencyKey),
    );
    const orderStatuses = await orderStatusesOf(deps.db, unrecorded);
    for (const charge of unrecorded) {
      if (!(await shouldGiveBack(deps, charge, orderStatuses.get(charge.idempotencyKey)))) {
        report.leftAlone += 1;
        continue;
      }
      if (await refundOrAlert(deps, charge.chargeId, { key: charge.idempotencyKey })) {
        report.givenBack += 1;
      } else {
        refundsFailed += 1;
      }
    }
    if (page.length < PAGE) break;
    after = page.at(-1)?.chargeId;
  }
  if (refundsFailed > 0) {
    throw new Error(`${refundsFailed} unrecorded charges could not be given back yet`);
  }
  return report;
}

async function orderStatusesOf(db: Db, charges: readonly TakenCharge[]) {
  if (charges.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(
      inArray(
        orders.id,
        charges.map((charge) => charge.idempotencyKey),
      ),
    );
  return new Map(rows.map((row) => [row.id, row.status]));
}

/**
 * The window a run looks at: from where the last run's ended (its due time, less the grace; the
 * first run looks back a week) to now less the grace. Windows overlap a little, which changes
 * nothing: a charge recorded or given back is not given back again.
 */
export function unrecordedChargeWindow(now: Date, previousRunAt: Date | null) {
  const before = new Date(now.getTime() - UNRECORDED_CHARGE_GRACE_MS);
  const from = previousRunAt
    ? new Date(previousRunAt.getTime() - UNRECORDED_CHARGE_GRACE_MS)
    : new Date(before.getTime() - FIRST_LOOKBACK_MS);
  return { from, before };
}

/**
 * Runs the sweep every UNRECORDED_CHARGE_SWEEP_INTERVAL_SECONDS (0 turns it off) on one instance
 * each time. A run that could not give a charge back fails and is retried over the same window.
 */
export function scheduleUnrecordedChargeSweep(
  app: App,
  deps: { db: Db; gateway: PaymentGateway; config: AppConfig },
): void {
  const intervalSeconds = deps.config.scheduler.unrecordedChargeSweepSeconds;
  if (intervalSeconds <= 0) return;
  app.scheduler.defineRecurring({
    name: GIVE_BACK_UNRECORDED_CHARGES,
    intervalSeconds,
    catchUp: false,
    run: async ({ now, previousRunAt }) => {
      const report = await giveBackUnrecordedCharges(
        { db: deps.db, gateway: deps.gateway, log: app.log },
        unrecordedChargeWindow(now, previousRunAt),
      );
      if (report.givenBack + report.leftAlone > 0) {
        app.log.warn(report, 'unrecorded charges found');
      }
    },
  });
}
