import {
  FIELD_ERROR_CODES,
  type PaymentMethod,
  type UpdatePaymentMethodRequest,
} from '@orbit/domain';
import { and, eq } from 'drizzle-orm';
import { billingProfiles, paymentMethods, subscriptions } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { cardStillValid } from '../../platform/payments/sandbox-card-check.ts';
import { activePaymentMethodsOf } from './billing-store.ts';
import { getPaymentMethod, ownedMethod, type PaymentCaller } from './payment-methods.ts';

/**
 * `PATCH billing/v1/payment-methods/{id}`: the name on a kept card, or its new expiry once the
 * card was reissued (the gateway is told; an expiry already past: 400 EXPIRED on expiryDate).
 * The caller's cards only: PAYMENT_METHOD_NOT_FOUND otherwise.
 */
export async function updatePaymentMethod(
  caller: PaymentCaller,
  id: string,
  patch: UpdatePaymentMethodRequest,
): Promise<PaymentMethod> {
  const { row } = await ownedMethod(caller, id);
  const changes: Partial<typeof paymentMethods.$inferInsert> = {};
  if (patch.nameOnCard !== undefined) changes.nameOnCard = patch.nameOnCard;
  if (patch.expiryDate) {
    const { month, year } = patch.expiryDate;
    if (!cardStillValid(month, year, caller.now)) {
      throw new AppError('INVALID_PAYLOAD', 'new expiry already past', {
        fieldErrors: [{ errorCode: FIELD_ERROR_CODES.EXPIRED, fieldName: 'expiryDate' }],
      });
    }
    if (!caller.gateway.updateCardExpiry) {
      throw new AppError('INVALID_PAYLOAD', 'the gateway keeps card expiries itself', {
        fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'expiryDate' }],
      });
    }
    await caller.gateway.updateCardExpiry(row.gatewayToken, month, year);
    changes.expiryMonth = month;
    changes.expiryYear = year;
  }
  if (Object.keys(changes).length > 0) {
    await caller.db.update(paymentMethods).set(changes).where(eq(paymentMethods.id, row.id));
  }
  return getPaymentMethod(caller, row.id);
}

/**
 * `DELETE billing/v1/payment-methods/{id}`: the card is removed (its history stays). Refused
 * with 409 LAST_PAYMENT_METHOD when it is the profile's only usable card (active, unexpired)
 * while the account has an Active subscription: something must pay the next bill. Removing the
 * default makes the newest other usable card the default (none: no default).
 */
export async function deletePaymentMethod(caller: PaymentCaller, id: string): Promise<void> {
  const { row, profile } = await ownedMethod(caller, id);
  const usable = (method: typeof row) =>
    cardStillValid(method.expiryMonth, method.expiryYear, caller.now);
  const others = (await activePaymentMethodsOf(caller.db, [profile.id])).filter(
    (method) => method.id !== row.id && usable(method),
  );
  if (usable(row) && others.length === 0) {
    const [active] = await caller.db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(
        and(
          eq(subscriptions.accountNumber, profile.accountNumber),
          eq(subscriptions.status, 'Active'),
        ),
      )
      .limit(1);
    if (active) {
      throw new AppError('LAST_PAYMENT_METHOD', 'only usable card of an active account');
    }
  }
  const newest = others.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  await caller.db.transaction(async (tx) => {
    await tx
      .update(paymentMethods)
      .set({ status: 'removed', removedAt: caller.now })
      .where(eq(paymentMethods.id, row.id));
    if (profile.defaultPaymentMethodId === row.id) {
      await tx
        .update(billingProfiles)
        .set({ defaultPaymentMethodId: newest?.id ?? null, updatedAt: caller.now })
        .where(eq(billingProfiles.id, profile.id));
    }
  });
}
