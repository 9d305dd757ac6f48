import {
  FIELD_ERROR_CODES,
  type PaymentInfoUpdated,
  type UpdatePaymentInfoRequest,
} from '@orbit/domain';
import type { Db } from '../../db/client.ts';
import type { AccountAccess } from '../../platform/auth/account-access.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { withMoneyLocks } from '../../platform/money-locks/index.ts';
import type { PaymentGateway } from '../../platform/payments/payment-gateway.ts';
import { billingStatusOf } from './account-balance.ts';
import { accountCreditCardView } from './account-credit-card.ts';
import { usableCardToken } from './attach-card.ts';
import { cardBillingAddress } from './card-billing-address.ts';
import { keepCardOnFile } from './keep-card.ts';
import { accountBalanceSubject, cardSubjects } from './money-subjects.ts';

const TOKEN_FIELD = 'cardInfo.cardToken';

/**
 * `POST /services/payment/update-payment-info` (flows §7.2, update only): a new card (its
 * gateway token) replaces the card on file and becomes the default; the old one is removed.
 * Nothing is charged. The token must be the gateway's, unexpired and not kept yet
 * (CARD_TOKEN_INVALID); Discover is not taken in Canada (CARD_BRAND_NOT_ACCEPTED on the token).
 * Decided holding the card and the account (ADR 021): the card on file does not change under a
 * payment being decided, nor one card become two accounts' at once (409 PAYMENT_IN_PROGRESS).
 */
export async function updatePaymentInfo(
  deps: { db: Db; gateway: PaymentGateway; clock: Clock },
  access: AccountAccess,
  body: UpdatePaymentInfoRequest,
): Promise<PaymentInfoUpdated> {
  const now = deps.clock();
  const subjects = [
    accountBalanceSubject(access.account.accountNumber),
    ...(await cardSubjects(deps.gateway, body.cardInfo.cardToken)),
  ];
  return withMoneyLocks(deps.db, { subjects, now }, () =>
    replaceCardOnFile(deps, access, body, now),
  );
}

async function replaceCardOnFile(
  deps: { db: Db; gateway: PaymentGateway; clock: Clock },
  access: AccountAccess,
  body: UpdatePaymentInfoRequest,
  now: Date,
): Promise<PaymentInfoUpdated> {
  const { account } = access;
  const details = await usableCardToken(
    deps.db,
    deps.gateway,
    body.cardInfo.cardToken,
    now,
    TOKEN_FIELD,
  );
  if (details.brand === 'discover' && account.country === 'ca') {
    throw new AppError('CARD_TOKEN_INVALID', 'Discover is not taken in Canada', {
      fieldErrors: [
        { errorCode: FIELD_ERROR_CODES.CARD_BRAND_NOT_ACCEPTED, fieldName: TOKEN_FIELD },
      ],
    });
  }
  const billingAddress = cardBillingAddress(body.billingAddress);
  const kept = await deps.db.transaction((tx) =>
    keepCardOnFile(tx, {
      account,
      card: { details, nameOnCard: body.cardInfo.nameOnCard || null, billingAddress },
      gateway: deps.gateway.name,
      replace: true,
      now,
    }),
  );
  return {
    creditCard: accountCreditCardView(kept, { isDefault: true, now }),
    billingStatus: await billingStatusOf(deps.db, account, now),
  };
}
