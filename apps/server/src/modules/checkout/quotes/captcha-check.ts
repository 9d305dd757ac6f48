import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { orders } from '../../../db/schema/index.ts';

/**
 * When the checkout asks for a captcha (flows §2.1 step 4d, spec 000's CAPTCHA states): after
 * FAILED_PURCHASES_BEFORE_CAPTCHA failed orders from the same care session within the last
 * hour — card testing looks like that; an honest customer with a typo does not. Counted from
 * the orders table (failed orders keep their care session), so every instance agrees.
 */
export const FAILED_PURCHASES_BEFORE_CAPTCHA = 3;
export const FAILED_PURCHASE_WINDOW_SECONDS = 3600;

export async function captchaStatusFor(
  db: Db,
  input: { careSessionId: string; now: Date },
): Promise<'REQUIRED' | 'NOT_REQUIRED'> {
  const since = new Date(input.now.getTime() - FAILED_PURCHASE_WINDOW_SECONDS * 1000);
  const [row] = await db
    .select({ failed: count() })
    .from(orders)
    .where(
      and(
        eq(orders.careSessionId, input.careSessionId),
        eq(orders.status, 'failed'),
        gt(orders.createdAt, since),
      ),
    );
  return (row?.failed ?? 0) >= FAILED_PURCHASES_BEFORE_CAPTCHA ? 'REQUIRED' : 'NOT_REQUIRED';
}
