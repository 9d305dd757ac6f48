import type { Address } from '@orbit/domain';
import { type Country, FIELD_ERROR_CODES, type PaymentInfo } from '@orbit/domain';
import type { Db } from '../../db/client.ts';
import type { PaymentMethodRow } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { CardDetails, PaymentGateway } from '../../platform/payments/payment-gateway.ts';
import { cardStillValid } from '../../platform/payments/sandbox-card-check.ts';
import { defaultPaymentMethodOf } from '../identification/index.ts';
import { usableCardToken } from './attach-card.ts';
import { findPaymentMethod } from './billing-store.ts';

/** A card typed for this payment, known by its gateway token. */
export type NewCard = {
  kind: 'token';
  details: CardDetails;
  nameOnCard: string | null;
  billingAddress: Address | null;
};

/** The account's kept card. */
export type CardOnFile = { kind: 'onFile'; paymentMethodId: string; token: string };

/** The card token a charge uses. */
export function tokenOf(card: NewCard | CardOnFile): string {
  return card.kind === 'token' ? card.details.token : card.token;
}

/**
 * The card a purchase charges: a new card by its gateway token (unknown, expired or already
 * kept → CARD_TOKEN_INVALID; Discover in Canada → CARD_TOKEN_INVALID with
 * CARD_BRAND_NOT_ACCEPTED), or the card on file of the buyer's account (`useCardOnFile`: none
 * usable → NO_CARD_ON_ACCOUNT). No card information at all → CARD_INFO_REQUIRED.
 */
export async function purchaseCardOf(
  db: Db,
  gateway: PaymentGateway,
  payment: PaymentInfo,
  context: {
    country: Country;
    now: Date;
    /** The buyer's existing account, when it has one (for the card on file). */
    accountNumber: string | null;
    billingAddress: Address | null;
    /**
     * The default cards of the buyer's accounts, when the caller read them with its own reads
     * (ADR 116); otherwise the account's is read here.
     */
    defaultCardsRead?: ReadonlyMap<string, PaymentMethodRow>;
  },
): Promise<NewCard | CardOnFile> {
  if (payment.useCardOnFile) {
    const { accountNumber, defaultCardsRead } = context;
    const method = !accountNumber
      ? undefined
      : defaultCardsRead
        ? defaultCardsRead.get(accountNumber)
        : await defaultPaymentMethodOf(db, accountNumber);
    if (
      method?.status !== 'active' ||
      !cardStillValid(method.expiryMonth, method.expiryYear, context.now)
    ) {
      throw new AppError('NO_CARD_ON_ACCOUNT', 'no usable card on the account');
    }
    return { kind: 'onFile', paymentMethodId: method.id, token: method.gatewayToken };
  }
  if (!payment.cardInfo) {
    throw new AppError('CARD_INFO_REQUIRED', 'purchase without card information', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.REQUIRED, fieldName: 'paymentInfo.cardInfo' }],
    });
  }
  const fieldName = 'paymentInfo.cardInfo.cardToken';
  const details = await usableCardToken(
    db,
    gateway,
    payment.cardInfo.cardToken,
    context.now,
    fieldName,
  );
  if (details.brand === 'discover' && context.country === 'ca') {
    throw new AppError('CARD_TOKEN_INVALID', 'Discover is not taken in Canada', {
      fieldErrors: [{ errorCode: FIELD_ERROR_CODES.CARD_BRAND_NOT_ACCEPTED, fieldName }],
    });
  }
  return {
    kind: 'token',
    details,
    nameOnCard: payment.cardInfo.nameOnCard || null,
    billingAddress: context.billingAddress,
  };
}

/** A payment method of the account by id, when it can be charged. */
export async function chargeablePaymentMethod(db: Db, id: string, now: Date) {
  const method = await findPaymentMethod(db, id);
  if (method?.status !== 'active') return undefined;
  return cardStillValid(method.expiryMonth, method.expiryYear, now) ? method : undefined;
}
