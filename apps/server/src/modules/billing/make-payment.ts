import {
  type Country,
  CURRENCY_BY_COUNTRY,
  FIELD_ERROR_CODES,
  type MakePaymentRequest,
  type PaymentReceipt,
} from '@orbit/domain';
import type { AccountAccess } from '../../platform/auth/account-access.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { careErrorBody } from '../../platform/errors/error-bodies.ts';
import { careOk } from '../../platform/http/care-envelope.ts';
import type { StoredAnswer } from '../../platform/idempotency/idempotency-store.ts';
import type { IdempotencyClaim } from '../../platform/idempotency/idempotent-request.ts';
import { idempotentRequestName, withMoneyLocks } from '../../platform/money-locks/index.ts';
import { billingStatusOf } from './account-balance.ts';
import { findPaymentMethod } from './billing-store.ts';
import { cardBillingAddress } from './card-billing-address.ts';
import { checkoutGiftCardBalance } from './checkout-gift-card.ts';
import { accountBalanceSubject, cardSubjects, typedGiftCardSubjects } from './money-subjects.ts';
import { type BalancePaymentPlan, type PayBalanceDeps, payBalance } from './pay-balance.ts';
import { purchaseCardOf } from './payment-card.ts';

export type MakePaymentDeps = PayBalanceDeps & { clock: Clock };

const AMOUNT_FIELD = 'paymentInfo.paymentAmount';

const invalidAmount = (reason: string) =>
  new AppError('INVALID_PAYMENT_AMOUNT', reason, {
    fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: AMOUNT_FIELD }],
  });

/** `2026-11-10T09:30:00Z`: the receipt's instant, to the second. */
const receiptInstant = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');

/**
 * `POST /services/payment/make-payment` (flows §7.2): pays some or all of the account's amount
 * due with a new card (its gateway token), the card on file, or a gift card. Checked before
 * anything is charged: the charge agreement (CHARGE_AGREEMENT_REQUIRED), something due
 * (NO_BALANCE_DUE), an amount in the account's currency above 0 and at most what is due (and at
 * most a gift card's balance: INVALID_PAYMENT_AMOUNT), the card (CARD_INFO_REQUIRED,
 * CARD_TOKEN_INVALID, NO_CARD_ON_ACCOUNT for none or an expired one) or the gift card (its
 * codes). Keeping a new card (`saveCard`) is the signed-in owner's choice only.
 *
 * One decision per account balance at a time (ADR 021): the checks, the charge and the write
 * run holding the account's balance (and the gift card, or the card to keep); another payment
 * or redemption for it meanwhile is refused (409 PAYMENT_IN_PROGRESS) before anything is
 * charged, and one after it sees what it paid.
 */
export async function makePayment(
  deps: MakePaymentDeps,
  access: AccountAccess,
  body: MakePaymentRequest,
  context: { claim: IdempotencyClaim; clientAddress: string },
): Promise<StoredAnswer> {
  const info = body.paymentInfo;
  const keepsCard = info.saveCard === true && !info.useCardOnfile;
  const subjects = [
    accountBalanceSubject(access.account.accountNumber),
    ...(info.paymentType === 'giftCard' && info.giftCard
      ? await typedGiftCardSubjects(deps.db, info.giftCard, deps.clock())
      : []),
    ...(keepsCard ? await cardSubjects(deps.gateway, info.cardInfo?.cardToken) : []),
  ];
  return withMoneyLocks(
    deps.db,
    { subjects, requestName: idempotentRequestName(context.claim), now: deps.clock() },
    () => decidePayment(deps, access, body, context),
  );
}

async function decidePayment(
  deps: MakePaymentDeps,
  access: AccountAccess,
  body: MakePaymentRequest,
  context: { claim: IdempotencyClaim; clientAddress: string },
): Promise<StoredAnswer> {
  const now = deps.clock();
  const { account } = access;
  const country = account.country as Country;
  const currency = CURRENCY_BY_COUNTRY[country];
  const info = body.paymentInfo;
  if (body.chargeAgreementAccepted !== true) {
    throw new AppError('CHARGE_AGREEMENT_REQUIRED', 'charge agreement not accepted', {
      fieldErrors: [
        { errorCode: FIELD_ERROR_CODES.REQUIRED, fieldName: 'chargeAgreementAccepted' },
      ],
    });
  }
  const due = (await billingStatusOf(deps.db, account, now)).amountDue.amountMinor;
  if (due === 0) throw new AppError('NO_BALANCE_DUE', 'nothing due on the account');
  const amount = info.paymentAmount;
  if (amount.currency !== currency) throw invalidAmount('payment in another currency');
  if (amount.amountMinor <= 0) throw invalidAmount('payment of zero or less');
  if (amount.amountMinor > due) throw invalidAmount('payment above the amount due');

  const payment: BalancePaymentPlan = { account, currency };
  if (info.paymentType === 'giftCard') {
    if (!info.giftCard) {
      throw new AppError('GIFT_CARD_NUMBER_REQUIRED', 'gift card payment without a card', {
        fieldErrors: [
          { errorCode: FIELD_ERROR_CODES.REQUIRED, fieldName: 'paymentInfo.giftCard.number' },
        ],
      });
    }
    const card = await checkoutGiftCardBalance(deps.db, info.giftCard, {
      country,
      clientAddress: context.clientAddress,
      now,
      fieldName: 'paymentInfo.giftCard',
    });
    if (card.balance.amountMinor < amount.amountMinor) {
      throw invalidAmount('payment above the gift card balance');
    }
    payment.giftCard = {
      source: { giftCardId: card.id, last4: card.last4 },
      amountMinor: amount.amountMinor,
    };
  } else {
    const keep = info.saveCard === true && !info.useCardOnfile;
    if (keep && access.via !== 'owner') {
      throw new AppError('INVALID_PAYLOAD', 'only the signed-in owner keeps a card', {
        fieldErrors: [{ errorCode: FIELD_ERROR_CODES.INVALID, fieldName: 'paymentInfo.saveCard' }],
      });
    }
    const billingAddress = cardBillingAddress(body.billingAddress);
    const card = await purchaseCardOf(
      deps.db,
      deps.gateway,
      {
        useCardOnFile: info.useCardOnfile,
        paymentType: 'creditCard',
        cardInfo: info.cardInfo,
        transactionId: info.transactionId,
      },
      { country, now, accountNumber: account.accountNumber, billingAddress },
    );
    payment.card = {
      amountMinor: amount.amountMinor,
      source:
        card.kind === 'onFile'
          ? {
              token: card.token,
              paymentMethodId: card.paymentMethodId,
              last4: (await findPaymentMethod(deps.db, card.paymentMethodId))?.last4 ?? '',
            }
          : {
              token: card.details.token,
              paymentMethodId: null,
              last4: card.details.last4,
              keep: keep
                ? { details: card.details, nameOnCard: card.nameOnCard, billingAddress }
                : undefined,
            },
    };
  }

  return payBalance(deps, payment, {
    now,
    claim: context.claim,
    answerOf: async (tx, paid) => {
      const receipt: PaymentReceipt = {
        paymentId: paid.paymentId,
        amountPaid: paid.amountPaid,
        paidAt: receiptInstant(paid.paidAt),
        method: paid.method,
        billingStatus: await billingStatusOf(tx, paid.account, now),
        reactivatedSubscriptionIds: paid.reactivatedSubscriptionIds,
      };
      return { status: 200, body: careOk(receipt) };
    },
    refusalAnswer: (refusal) => ({ status: refusal.statusCode, body: careErrorBody(refusal) }),
  });
}
