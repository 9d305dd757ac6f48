import { handleKey, type PaymentInfo } from '@orbit/domain';
import {
  type HeldMoneyLocks,
  idempotentRequestName,
  type MoneySubject,
  withMoneyLocks,
} from '../../../platform/money-locks/index.ts';
import { cardSubjects, typedGiftCardSubjects } from '../../billing/index.ts';
import { promoCodeSubjects } from '../../catalog/index.ts';
import type { CheckoutRequestDeps } from './checkout-deps.ts';
import type { PurchaseContext } from './purchase-context.ts';

/** A buyer, by their signed-in identity or by a handle or email (one a sign-up would take). */
export type BuyerName = { identityId: string } | { handle: string };

export const buyerSubject = (buyer: BuyerName): MoneySubject => ({
  kind: 'customer',
  key:
    'identityId' in buyer ? `identity\n${buyer.identityId}` : `handle\n${handleKey(buyer.handle)}`,
});

/**
 * Runs a purchase's decision (ADR 021) holding what it decides for: `subjects` (its radio or
 * trial), its buyer (`buyers`: the new-subscriber rule, the sign-in it creates), the gift card it
 * spends, the new card it keeps (kept once; one streaming trial per card) and its promo code's
 * use and the student verification it is bought with, under the name of its idempotency key. They are found without deciding anything: what
 * cannot be found names no subject, and `decide` refuses it as before, reading only once held.
 * `decide` may give the locks back with its transaction's commit (PurchaseContext.moneyLocks).
 */
export async function withPurchaseLocks<T>(
  deps: Pick<CheckoutRequestDeps, 'db' | 'gateway'>,
  context: Pick<PurchaseContext, 'claim'>,
  request: {
    paymentInfo: PaymentInfo;
    marketingPromoCode?: string | undefined;
    verificationId?: string | undefined;
  },
  held: {
    subjects: readonly MoneySubject[];
    buyers: readonly BuyerName[];
    promoCustomerKey: string;
    now: Date;
  },
  decide: (locks: HeldMoneyLocks) => Promise<T>,
): Promise<T> {
  const { db } = deps;
  const { paymentInfo } = request;
  const giftCards = await Promise.all(
    (paymentInfo.giftCards ?? []).map((card) => typedGiftCardSubjects(db, card, held.now)),
  );
  const cards = paymentInfo.useCardOnFile
    ? []
    : await cardSubjects(deps.gateway, paymentInfo.cardInfo?.cardToken);
  const subjects = [
    ...held.subjects,
    ...held.buyers.map(buyerSubject),
    ...giftCards.flat(),
    ...cards,
    ...(await promoCodeSubjects(db, request.marketingPromoCode, held.promoCustomerKey)),
    // Held by name: an id nobody made locks nothing of anyone's, and is refused once held.
    ...(request.verificationId?.trim()
      ? [{ kind: 'studentVerification' as const, verificationId: request.verificationId.trim() }]
      : []),
  ];
  return withMoneyLocks(
    db,
    { subjects, requestName: idempotentRequestName(context.claim), now: held.now },
    decide,
  );
}
