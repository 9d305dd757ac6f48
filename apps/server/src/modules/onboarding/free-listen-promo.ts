import type { CareFreeListenPromoResult, Country } from '@orbit/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { catalogOffers, type FreeListenPromoRow, freeListenPromos } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';

export type FreeListenPromo = FreeListenPromoRow & { planName: string };

/** The market's free-listen promo of this code (any case), whatever its dates; none: undefined. */
export async function findFreeListenPromo(
  db: Db,
  typed: string,
  country: Country,
): Promise<FreeListenPromo | undefined> {
  const [row] = await db
    .select({ promo: freeListenPromos, planName: catalogOffers.name })
    .from(freeListenPromos)
    .innerJoin(catalogOffers, eq(catalogOffers.planCode, freeListenPromos.planCode))
    .where(
      and(
        eq(freeListenPromos.code, typed.trim().toUpperCase()),
        eq(freeListenPromos.country, country),
      ),
    );
  return row ? { ...row.promo, planName: row.planName } : undefined;
}

/** Started and not ended at `now`. */
export function isRunningPromo(promo: FreeListenPromoRow, now: Date): boolean {
  return promo.startsAt <= now && (promo.endsAt === null || now < promo.endsAt);
}

export const promoExpired = () =>
  new AppError('OFFER_EXPIRED', 'free-listen promo ended', {
    fieldErrors: [{ errorCode: 'INVALID', fieldName: 'promoCode' }],
  });

/**
 * `offers/free-listen-promo` (flows §8.5 free-listen): what the code gives. An unknown code, one
 * of the other market or one not yet started is simply not a free-listen promo (200,
 * `freeListen: false`), so the page can say so; an ended one is OFFER_EXPIRED.
 */
export async function describeFreeListenPromo(
  db: Db,
  input: { promoCode: string; country: Country; now: Date },
): Promise<CareFreeListenPromoResult> {
  const promo = await findFreeListenPromo(db, input.promoCode, input.country);
  const code = input.promoCode.trim().toUpperCase();
  if (!promo || promo.startsAt > input.now) {
    return { promoCode: code, freeListen: false, days: null, planCode: null, planName: null };
  }
  if (!isRunningPromo(promo, input.now)) throw promoExpired();
  return {
    promoCode: promo.code,
    freeListen: true,
    days: promo.days,
    planCode: promo.planCode,
    planName: promo.planName,
  };
}
