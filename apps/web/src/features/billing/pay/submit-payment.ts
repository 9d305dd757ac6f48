import type { AccountCreditCard, Country, MakePaymentRequest, PaymentReceipt } from '@orbit/domain';
import type { BillingCalls, CardTokenizer } from '@orbit/sdk';
import {
  type ErrorReporter,
  type Failure,
  failureMessageId,
  failureOf,
  isServerFault,
} from '../../../shared/errors/index.ts';
import { isCardFailure, reportBillingFailure } from '../billing-failure.ts';
import { billingAddressOf } from '../card/new-card-model.ts';
import { tokenizeNewCard } from '../card/tokenize-new-card.ts';
import { giftCardErrorOf, isGiftCardCode } from '../gift-card/gift-card-errors.ts';
import type { PayField, PayFormData } from './pay-form-model.ts';

const QUIET = { skipGlobalHandler: true } as const;

/** How the customer paid, as the thank-you page names it. */
export interface PaidMethod {
  kind: 'card' | 'giftCard';
  /** The card's brand as the services name it; none for a gift card. */
  brand: string | undefined;
  last4: string;
}

export type PayOutcome =
  | { kind: 'paid'; receipt: PaymentReceipt; method: PaidMethod }
  /** Message ids, by field; nothing reached the server or the server blamed these fields. */
  | {
      kind: 'fieldErrors';
      errors: Partial<Record<PayField, string>>;
      /** The attempt reached the server (which blamed these fields, with this code). */
      sent: boolean;
      code: string;
    }
  /**
   * Refused with a message for the whole form. `sent`: the attempt reached the server, so the
   * next try is a new transaction. `reload`: what is due changed, so the account is read again.
   */
  | { kind: 'refused'; id: string; code: string; sent: boolean; card: boolean; reload: boolean }
  /** Nobody may pay on this account from this session (sign-in or verification needed). */
  | { kind: 'access'; failure: Failure }
  /** The session timed out: its modal is open. */
  | { kind: 'stopped' };

export interface PaymentDeps {
  billing: BillingCalls;
  tokenizer: CardTokenizer;
  errors: ErrorReporter;
  country: Country;
  transactionId: string;
  /** The account named by the page's `accountnumber`, if any. */
  accountNumber: string | undefined;
  cardOnFile: AccountCreditCard | null;
}

/**
 * The make-payment submission (flows §7.2): a new card goes to the tokenizer first (only its
 * token is sent on), then `make-payment` with the attempt's transaction id. A card refusal says
 * so in the card's words; a gift-card refusal in the gift card's; anything else is unexpected.
 */
export async function submitPayment(deps: PaymentDeps, data: PayFormData): Promise<PayOutcome> {
  const { source, amount } = data;
  let cardInfo: MakePaymentRequest['paymentInfo']['cardInfo'];
  let method: PaidMethod;
  if (source.kind === 'newCard') {
    const tokenized = await tokenizeNewCard(deps.tokenizer, deps.errors, source.card);
    if (!tokenized.ok) {
      return tokenized.field
        ? {
            kind: 'fieldErrors',
            errors: { [tokenized.field]: tokenized.id },
            sent: false,
            code: 'CARD_TOKENIZATION',
          }
        : {
            kind: 'refused',
            id: tokenized.id,
            code: 'CARD_TOKENIZATION',
            sent: false,
            card: true,
            reload: false,
          };
    }
    cardInfo = { cardToken: tokenized.token.token, nameOnCard: source.card.nameOnCard };
    method = { kind: 'card', brand: tokenized.token.brand, last4: tokenized.token.last4 };
  } else if (source.kind === 'giftCard') {
    method = { kind: 'giftCard', brand: undefined, last4: source.last4 };
  } else {
    method = {
      kind: 'card',
      brand: deps.cardOnFile?.type,
      last4: deps.cardOnFile?.last4Digits ?? '',
    };
  }

  const request: MakePaymentRequest = {
    paymentInfo: {
      useCardOnfile: source.kind === 'cardOnFile',
      paymentType: source.kind === 'giftCard' ? 'giftCard' : 'creditCard',
      paymentAmount: amount,
      transactionId: deps.transactionId,
      ...(cardInfo ? { cardInfo } : {}),
      ...(source.kind === 'giftCard' ? { giftCard: source.giftCard } : {}),
      ...(source.kind === 'newCard' ? { saveCard: source.saveCard } : {}),
    },
    ...(source.kind === 'newCard'
      ? { billingAddress: billingAddressOf(source.card.address, deps.country) }
      : {}),
    chargeAgreementAccepted: true,
    ...(deps.accountNumber ? { accountNumber: deps.accountNumber } : {}),
  };

  try {
    const receipt = await deps.billing.makePayment(request, QUIET);
    return {
      kind: 'paid',
      receipt,
      method: { ...method, last4: receipt.method.last4 || method.last4 },
    };
  } catch (error) {
    const failure = failureOf(error);
    reportBillingFailure(deps.errors, failure, 'make payment', { staysOnPage: true });
    return refusalOf(failure, { giftCardSent: source.kind === 'giftCard' });
  }
}

/** What a refused make-payment (or update-payment-info) means for the form. */
export function refusalOf(
  failure: Failure,
  options: { giftCardSent: boolean } = { giftCardSent: false },
): PayOutcome {
  const refused = (id: string, extra: { card?: boolean; reload?: boolean } = {}): PayOutcome => ({
    kind: 'refused',
    id,
    code: failure.code,
    sent: true,
    card: extra.card ?? false,
    reload: extra.reload ?? false,
  });
  if (failure.kind === 'sessionTimedOut') return { kind: 'stopped' };
  if (failure.kind === 'signInRequired' || failure.kind === 'verificationRequired') {
    return { kind: 'access', failure };
  }
  if (isServerFault(failure))
    return refused(failureMessageId(failure, 'billing.pay.error.unexpected'));
  if (isCardFailure(failure)) return refused('billing.pay.error.card', { card: true });
  if (isGiftCardCode(failure.code, options.giftCardSent)) {
    const problem = giftCardErrorOf(failure.code);
    return problem.field
      ? {
          kind: 'fieldErrors',
          errors: { [problem.field]: problem.id },
          sent: true,
          code: failure.code,
        }
      : refused(problem.id);
  }
  switch (failure.code) {
    case 'INVALID_PAYMENT_AMOUNT':
      return refused('billing.pay.error.amount', { reload: true });
    case 'NO_BALANCE_DUE':
      return refused('billing.pay.error.noBalance', { reload: true });
    case 'CHARGE_AGREEMENT_REQUIRED':
      return {
        kind: 'fieldErrors',
        errors: { agreement: 'billing.field.agreement.required' },
        sent: true,
        code: failure.code,
      };
    default:
      return refused('billing.pay.error.unexpected');
  }
}
