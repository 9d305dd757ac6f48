import type { Country, InvalidPromoCodeStatus, PROMO_CODE_FAILURE_CODES } from '@orbit/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { promoCodeRedemptions, promoCodes } from '../../db/schema/index.ts';
import type { MoneySubject } from '../../platform/money-locks/index.ts';
import type { ServiceType } from './catalog-rows.ts';

export type PromoCodeFailureCode = (typeof PROMO_CODE_FAILURE_CODES)[number];

export type PromoCodeResolution =
  | { status: 'valid'; code: string; planCode: string; singleUse: boolean }
  | { status: InvalidPromoCodeStatus; code: string; failureCode: PromoCodeFailureCode };

export type ResolvePromoCodeInput = {
  /** As typed: codes are stored upper-case, so case and surrounding spaces do not matter. */
  code: string;
  serviceType: ServiceType;
  /**
   * Who would use it (an account number or an email; several when both are known): a code is
   * used once per customer, so a redemption under any of these keys counts.
   */
  customerKey?: string | readonly string[] | undefined;
  /** The market asking; a code of the other market is INELIGIBLE_PROMO_CODE. */
  country?: Country | undefined;
  now: Date;
};

/** Codes are letters and digits; anything else cannot be one of ours, so no lookup is made. */
const CODE_SHAPE = /^[A-Z0-9]{3,40}$/;

const refused = (
  code: string,
  failureCode: PromoCodeFailureCode,
  status: InvalidPromoCodeStatus,
): PromoCodeResolution => ({ status, code, failureCode });

/** The key a redemption is recorded under: account numbers as they are, emails lower-cased. */
export function promoCustomerKey(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * What a typed promo code is worth now. Checks, in order: the code exists (NOT_FOUND, or
 * INVALID_PREFIX when it is not even shaped like a code), marketing has not withdrawn it
 * (PROMO_CODE_CANCELED), `now` is within its dates (OUTSIDE_START_AND_END_DATE), it is for this
 * service and market (INELIGIBLE_PROMO_CODE), and it was not used up (ALREADY_REDEEMED: a
 * single-use code once anyone redeemed it, any other once this customer did).
 */
export async function resolvePromoCode(
  db: Db,
  input: ResolvePromoCodeInput,
): Promise<PromoCodeResolution> {
  const code = input.code.trim().toUpperCase();
  if (code.length === 0) return refused(code, 'NOT_FOUND', 'Invalid');
  if (!CODE_SHAPE.test(code)) return refused(code, 'INVALID_PREFIX', 'Invalid');
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  if (!promo) return refused(code, 'NOT_FOUND', 'Invalid');
  if (promo.status === 'Canceled') return refused(promo.code, 'PROMO_CODE_CANCELED', 'Canceled');
  const now = input.now.getTime();
  if (now < promo.startsAt.getTime() || (promo.endsAt && now >= promo.endsAt.getTime())) {
    return refused(promo.code, 'OUTSIDE_START_AND_END_DATE', 'Expired');
  }
  if (
    promo.serviceType !== input.serviceType ||
    (input.country && promo.country !== input.country)
  ) {
    return refused(promo.code, 'INELIGIBLE_PROMO_CODE', 'Invalid');
  }
  if (await isUsedUp(db, promo, input.customerKey)) {
    return refused(promo.code, 'ALREADY_REDEEMED', 'Redeemed');
  }
  return {
    status: 'valid',
    code: promo.code,
    planCode: promo.planCode,
    singleUse: promo.singleUse,
  };
}

async function isUsedUp(
  db: Db,
  promo: { code: string; singleUse: boolean },
  customerKey: string | readonly string[] | undefined,
): Promise<boolean> {
  const keys = (typeof customerKey === 'string' ? [customerKey] : (customerKey ?? []))
    .map(promoCustomerKey)
    .filter(Boolean);
  if (!promo.singleUse && keys.length === 0) return false;
  const condition = promo.singleUse
    ? eq(promoCodeRedemptions.code, promo.code)
    : and(
        eq(promoCodeRedemptions.code, promo.code),
        inArray(promoCodeRedemptions.customerKey, keys),
      );
  const [used] = await db
    .select({ code: promoCodeRedemptions.code })
    .from(promoCodeRedemptions)
    .where(condition)
    .limit(1);
  return used !== undefined;
}

async function findPromoCode(db: Db, typed: string) {
  const code = typed.trim().toUpperCase();
  if (!CODE_SHAPE.test(code)) return undefined;
  const [promo] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
  return promo;
}

/**
 * A promo code's use, as the subject of the purchase that redeems it (ADR 021): a single-use
 * code is one subject for every customer, any other one per customer (`customerKey`). None for
 * a code that does not exist (the purchase's checks refuse it).
 */
export async function promoCodeSubjects(
  db: Db,
  typed: string | undefined,
  customerKey: string,
): Promise<MoneySubject[]> {
  const promo = typed === undefined ? undefined : await findPromoCode(db, typed);
  if (!promo) return [];
  const key = promo.singleUse ? promo.code : `${promo.code}\n${promoCustomerKey(customerKey)}`;
  return [{ kind: 'promoCode', key }];
}

/**
 * Whether a code an order was priced with has been used up since (a single-use one by anyone,
 * another by this customer): what a confirm checks again before it charges.
 */
export async function promoCodeUsedUp(
  db: Db,
  typed: string,
  customerKey: string,
): Promise<boolean> {
  const promo = await findPromoCode(db, typed);
  return promo !== undefined && (await isUsedUp(db, promo, customerKey));
}
