import { and, eq, gt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { singleRowOf } from '../../../db/json-rows.ts';
import { orders } from '../../../db/schema/index.ts';

/**
 * When the checkout asks for a captcha (flows §2.1 step 4d, spec 000's CAPTCHA states): after
 * FAILED_PURCHASES_BEFORE_CAPTCHA failed orders from the same care session within the last
 * hour — card testing looks like that; an honest customer with a typo does not. Counted from
 * the orders table (failed orders keep their care session), so every instance agrees.
 */
export const FAILED_PURCHASES_BEFORE_CAPTCHA = 3;
export const FAILED_PURCHASE_WINDOW_SECONDS = 3600;

export type CaptchaStatus = 'REQUIRED' | 'NOT_REQUIRED';
type CaptchaAsked = { careSessionId: string; now: Date };

/**
 * The count the captcha status is judged from, as a scalar sub-select: a purchase sends it with
 * its idempotency claim (ADR 118) instead of on its own.
 */
export function failedPurchasesSql(input: CaptchaAsked): SQL {
  const since = new Date(input.now.getTime() - FAILED_PURCHASE_WINDOW_SECONDS * 1000);
  return sql`select count(*)::int from ${orders} where ${and(
    eq(orders.careSessionId, input.careSessionId),
    eq(orders.status, 'failed'),
    gt(orders.createdAt, since),
  )}`;
}

/** The status a count read by `failedPurchasesSql` means. */
export function captchaStatusOfFailures(failed: number): CaptchaStatus {
  return failed >= FAILED_PURCHASES_BEFORE_CAPTCHA ? 'REQUIRED' : 'NOT_REQUIRED';
}

export async function captchaStatusFor(db: Db, input: CaptchaAsked): Promise<CaptchaStatus> {
  const row = await singleRowOf<{ failed: number }>(
    db,
    sql`select (${failedPurchasesSql(input)}) as failed`,
  );
  return captchaStatusOfFailures(row.failed);
}
