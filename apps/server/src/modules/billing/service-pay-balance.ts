import {
  type BalanceDue,
  type BillingStatus,
  type Country,
  CURRENCY_BY_COUNTRY,
  type PayBalanceRequest,
} from '@orbit/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentMethodRow, SubscriberAccountRow } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { serviceErrorBody } from '../../platform/errors/error-bodies.ts';
import type { StoredAnswer } from '../../platform/idempotency/idempotency-store.ts';
import type { IdempotencyClaim } from '../../platform/idempotency/idempotent-request.ts';
import { idempotentRequestName, withMoneyLocks } from '../../platform/money-locks/index.ts';
import { cardStillValid } from '../../platform/payments/sandbox-card-check.ts';
import { defaultPaymentMethodOf } from '../identification/index.ts';
import { billingStatusOf } from './account-balance.ts';
import { callerAccount } from './caller-account.ts';
import { registeredGiftCard } from './gift-card-registration.ts';
import { accountBalanceSubject, registeredGiftCardSubjects } from './money-subjects.ts';
import { type BalancePaymentPlan, payBalance } from './pay-balance.ts';
import { ownedMethod, type PaymentCaller } from './payment-methods.ts';

/** Spec 001 §7 balance due: the part of the billing status a balance call answers. */
export function balanceDueOf(status: BillingStatus): BalanceDue {
  return {
    amountDue: status.amountDue,
    credit: status.credit,
    dueDate: status.dueDate,
    isPastDue: status.isPastDue,
  };
}

const noCard = () => new AppError('NO_CARD_ON_ACCOUNT', 'no usable card to pay the balance');

/** The card that pays: the one named (the caller's, unexpired), else the card on file. */
async function payingCard(
  caller: PaymentCaller,
  accountNumber: string,
  paymentMethodId: string | undefined,
): Promise<PaymentMethodRow | undefined> {
  const row = paymentMethodId
    ? (await ownedMethod(caller, paymentMethodId)).row
    : await defaultPaymentMethodOf(caller.db, accountNumber);
  if (row?.status !== 'active' || !cardStillValid(row.expiryMonth, row.expiryYear, caller.now)) {
    return undefined;
  }
  return row;
}

/**
 * `POST billing/v1/balance-due/pay` (Idempotency-Key required): pays the whole amount due of
 * the caller's account. A registered gift card (`giftCardId`: a giftcard/v1 token of the
 * caller's) pays first, up to its balance; a card pays the rest — the one named by
 * `paymentMethodId` (the caller's: PAYMENT_METHOD_NOT_FOUND otherwise) or the card on file
 * (none usable: NO_CARD_ON_ACCOUNT). Nothing due: 409 NO_BALANCE_DUE. Decided holding the
 * account's balance and the gift card (ADR 021): another payment for either meanwhile is
 * refused with 409 PAYMENT_IN_PROGRESS before anything is charged.
 */
export async function payBalanceDue(
  deps: { caller: PaymentCaller; log: FastifyBaseLogger },
  request: PayBalanceRequest,
  claim: IdempotencyClaim,
): Promise<StoredAnswer> {
  const { caller } = deps;
  const account = await callerAccount(caller.db, caller.identityId);
  const subjects = [
    accountBalanceSubject(account.accountNumber),
    ...(request.giftCardId
      ? await registeredGiftCardSubjects(caller.db, request.giftCardId, caller.identityId)
      : []),
  ];
  return withMoneyLocks(
    caller.db,
    { subjects, requestName: idempotentRequestName(claim), now: caller.now },
    () => decideBalancePayment(deps, account, request, claim),
  );
}

async function decideBalancePayment(
  deps: { caller: PaymentCaller; log: FastifyBaseLogger },
  account: SubscriberAccountRow,
  request: PayBalanceRequest,
  claim: IdempotencyClaim,
): Promise<StoredAnswer> {
  const { caller } = deps;
  const { now } = caller;
  const country = account.country as Country;
  const currency = CURRENCY_BY_COUNTRY[country];
  const due = (await billingStatusOf(caller.db, account, now)).amountDue.amountMinor;
  const card = request.paymentMethodId
    ? await payingCard(caller, account.accountNumber, request.paymentMethodId)
    : undefined;
  if (request.paymentMethodId && !card) throw noCard();
  if (due === 0) throw new AppError('NO_BALANCE_DUE', 'nothing due on the account');

  const payment: BalancePaymentPlan = { account, currency };
  let rest = due;
  if (request.giftCardId) {
    const giftCard = await registeredGiftCard(caller.db, {
      tokenId: request.giftCardId,
      identityId: caller.identityId,
      country,
      now,
      fieldName: 'giftCardId',
    });
    const amountMinor = Math.min(giftCard.balance.amountMinor, due);
    payment.giftCard = {
      source: {
        giftCardId: giftCard.id,
        last4: giftCard.last4,
        registrationId: giftCard.registrationId,
      },
      amountMinor,
    };
    rest -= amountMinor;
  }
  if (rest > 0) {
    const paying = card ?? (await payingCard(caller, account.accountNumber, undefined));
    if (!paying) throw noCard();
    payment.card = {
      source: { token: paying.gatewayToken, paymentMethodId: paying.id, last4: paying.last4 },
      amountMinor: rest,
    };
  }

  return payBalance({ db: caller.db, gateway: caller.gateway, log: deps.log }, payment, {
    now,
    claim,
    answerOf: async (tx, paid) => ({
      status: 200,
      body: {
        paymentId: paid.paymentId,
        amountPaid: paid.amountPaid,
        paidAt: paid.paidAt.toISOString(),
        balanceDue: balanceDueOf(await billingStatusOf(tx, paid.account, now)),
        reactivatedSubscriptionIds: paid.reactivatedSubscriptionIds,
      },
    }),
    refusalAnswer: (refusal) => ({ status: refusal.statusCode, body: serviceErrorBody(refusal) }),
  });
}
