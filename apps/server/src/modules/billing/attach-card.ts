import type { Address } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { billingProfiles, type PaymentMethodRow, paymentMethods } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { CardDetails, PaymentGateway } from '../../platform/payments/payment-gateway.ts';
import { cardStillValid } from '../../platform/payments/sandbox-card-check.ts';
import { newCommerceId } from './commerce-ids.ts';

const tokenRefused = (reason: string, fieldName: string) =>
  new AppError('CARD_TOKEN_INVALID', reason, {
    fieldErrors: [{ errorCode: 'INVALID', fieldName }],
  });

/**
 * What the gateway knows of a card token the caller brought, when it can still become a payment
 * method: the gateway issued it, the card has not expired, and no payment method holds it yet
 * (a token is attached once). Otherwise 400 CARD_TOKEN_INVALID on `fieldName`.
 */
export async function usableCardToken(
  db: Db,
  gateway: PaymentGateway,
  token: string,
  now: Date,
  fieldName = 'cardToken',
): Promise<CardDetails> {
  const card = await gateway.describeCard(token);
  if (!card) throw tokenRefused('card token unknown to the gateway', fieldName);
  if (!cardStillValid(card.expMonth, card.expYear, now)) {
    throw tokenRefused('card of the token has expired', fieldName);
  }
  const [attached] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.gatewayToken, token))
    .limit(1);
  if (attached) throw tokenRefused('card token already attached', fieldName);
  return card;
}

export type AttachCardInput = {
  gateway: string;
  card: CardDetails;
  billingProfileId: string;
  nameOnCard: string | null;
  billingAddress: Address | null;
  makeDefault: boolean;
  now: Date;
};

/**
 * Keeps a card for a billing profile: the gateway's token with brand, last 4 and expiry. The
 * token column is unique, so a token raced into two payment methods fails the second insert.
 * Pass the transaction of the change the card is for.
 */
export async function attachCard(tx: Db, input: AttachCardInput): Promise<PaymentMethodRow> {
  const row = paymentMethodOf(input);
  await tx.insert(paymentMethods).values(row);
  if (input.makeDefault) {
    await tx
      .update(billingProfiles)
      .set({ defaultPaymentMethodId: row.id, updatedAt: input.now })
      .where(eq(billingProfiles.id, input.billingProfileId));
  }
  return row;
}

/** The payment method attachCard writes for a card, not yet written (its id is new). */
export function paymentMethodOf(input: Omit<AttachCardInput, 'makeDefault'>): PaymentMethodRow {
  return {
    id: newCommerceId('paymentMethod', input.now),
    billingProfileId: input.billingProfileId,
    gateway: input.gateway,
    gatewayToken: input.card.token,
    brand: input.card.brand,
    last4: input.card.last4,
    expiryMonth: input.card.expMonth,
    expiryYear: input.card.expYear,
    nameOnCard: input.nameOnCard,
    billingAddress: input.billingAddress,
    status: 'active',
    createdAt: input.now,
    removedAt: null,
  };
}
