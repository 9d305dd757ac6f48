import { emailKey, type RecordOfSaleStatusResult } from '@orbit/domain';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { identities, vehicleSales, vehicleTrials } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';

/**
 * The email a signed-in identity may ask about: its own, once verified. Any other (someone
 * else's, or its own before it is verified) is 403 FORBIDDEN, so records of sale cannot be used
 * to learn who bought a car.
 */
export async function requireOwnVerifiedEmail(
  db: Db,
  identityId: string,
  email: string,
): Promise<string> {
  const [identity] = await db
    .select({ emailKey: identities.emailKey, verifiedAt: identities.emailVerifiedAt })
    .from(identities)
    .where(eq(identities.id, identityId))
    .limit(1);
  const key = emailKey(email);
  if (!identity?.verifiedAt || identity.emailKey !== key) {
    throw new AppError('FORBIDDEN', 'record of sale asked for an email not the caller’s', {
      publicDescription: 'Only your own verified email can be looked up.',
    });
  }
  return key;
}

async function latestSaleWith(db: Db, key: string) {
  const [sale] = await db
    .select()
    .from(vehicleSales)
    .where(eq(vehicleSales.buyerEmailKey, key))
    .orderBy(desc(vehicleSales.soldAt))
    .limit(1);
  return sale;
}

export async function recordOfSaleExists(db: Db, key: string): Promise<boolean> {
  return (await latestSaleWith(db, key)) !== undefined;
}

/**
 * Where the latest record of sale with this email stands: the trial offered with the sale (or
 * to its radio since), claimed, still claimable or past its claim date; SOLD without one.
 */
export async function recordOfSaleStatus(
  db: Db,
  key: string,
  now: Date,
): Promise<RecordOfSaleStatusResult> {
  const sale = await latestSaleWith(db, key);
  if (!sale) return { status: 'NONE', soldOn: null, vinLastFour: null };
  const trials = sale.radioId
    ? await db
        .select()
        .from(vehicleTrials)
        .where(eq(vehicleTrials.radioId, sale.radioId))
        .orderBy(desc(vehicleTrials.createdAt))
    : [];
  const trial = trials.find((each) => each.saleId === sale.id) ?? trials[0];
  const status = !trial
    ? 'SOLD'
    : trial.claimedAt
      ? 'TRIAL_CLAIMED'
      : trial.claimableUntil.getTime() > now.getTime()
        ? 'TRIAL_OFFERED'
        : 'TRIAL_EXPIRED';
  return {
    status,
    soldOn: sale.soldAt.toISOString().slice(0, 10),
    vinLastFour: sale.vin.slice(-4),
  };
}
