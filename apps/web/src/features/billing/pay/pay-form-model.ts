import {
  type AccountCreditCard,
  type CheckoutGiftCard,
  type Country,
  FIELD_ERROR_CODES,
  type FieldErrorCode,
  type Money,
} from '@orbit/domain';
import {
  checkNewCard,
  EMPTY_NEW_CARD,
  type NewCardData,
  type NewCardField,
  type NewCardValues,
} from '../card/new-card-model.ts';
import {
  checkGiftCard,
  EMPTY_GIFT_CARD,
  type GiftCardField,
  type GiftCardValues,
  giftCardLast4,
} from '../gift-card/gift-card-model.ts';
import { type AmountErrorCode, checkOtherAmount } from './payment-amount.ts';

/** Where the money comes from (flows §7.2): the card on file, a new card, or a gift card. */
export type PaySource = 'cardOnFile' | 'newCard' | 'giftCard';

export type PayField = NewCardField | GiftCardField | 'otherAmount' | 'agreement';

export interface PayFormValues extends NewCardValues, GiftCardValues {
  amountChoice: 'full' | 'other';
  otherAmount: string;
  source: PaySource;
  /** Keep the new card as the account's card on file. */
  saveCard: boolean;
  /** The charge agreement, required for every payment. */
  agreement: boolean;
}

export type PayFormErrors = Partial<Record<PayField, FieldErrorCode | AmountErrorCode>>;

export type PaySourceData =
  | { kind: 'cardOnFile' }
  | { kind: 'newCard'; card: NewCardData; saveCard: boolean }
  | { kind: 'giftCard'; giftCard: CheckoutGiftCard; last4: string };

export interface PayFormData {
  amount: Money;
  source: PaySourceData;
}

/** A card on file can pay only while it has not expired (spec 001 §4 card status). */
export function isCardOnFileUsable(card: AccountCreditCard | null | undefined): boolean {
  return !!card && card.status !== 'expired';
}

export function initialPayForm(
  newCard: NewCardValues,
  cardOnFile: AccountCreditCard | null,
): PayFormValues {
  return {
    ...EMPTY_NEW_CARD,
    ...newCard,
    ...EMPTY_GIFT_CARD,
    amountChoice: 'full',
    otherAmount: '',
    source: isCardOnFileUsable(cardOnFile) ? 'cardOnFile' : 'newCard',
    saveCard: true,
    agreement: false,
  };
}

/** The amount chosen: the whole balance, or another amount that passed its rules. */
export function chosenAmount(values: PayFormValues, amountDue: Money): Money | undefined {
  if (values.amountChoice === 'full') return amountDue;
  const checked = checkOtherAmount(values.otherAmount, amountDue);
  return checked.ok ? checked.amount : undefined;
}

/**
 * Every rule of the payment form, in its order on screen: the amount (another amount above
 * zero and no more than is due), the chosen source's fields (a new card with its billing
 * address, or a gift card), and the charge agreement.
 */
export function checkPayForm(
  values: PayFormValues,
  options: { country: Country; now: Date; amountDue: Money; cardOnFile: AccountCreditCard | null },
): { ok: true; data: PayFormData } | { ok: false; errors: PayFormErrors } {
  const errors: PayFormErrors = {};
  let amount: Money = options.amountDue;
  if (values.amountChoice === 'other') {
    const checked = checkOtherAmount(values.otherAmount, options.amountDue);
    if (checked.ok) amount = checked.amount;
    else errors.otherAmount = checked.code;
  }

  let source: PaySourceData | undefined;
  if (values.source === 'cardOnFile' && isCardOnFileUsable(options.cardOnFile)) {
    source = { kind: 'cardOnFile' };
  } else if (values.source === 'giftCard') {
    const checked = checkGiftCard(values, options.now);
    if (checked.ok) {
      source = { kind: 'giftCard', giftCard: checked.card, last4: giftCardLast4(values) };
    } else Object.assign(errors, checked.errors);
  } else {
    const checked = checkNewCard(values, options);
    if (checked.ok) source = { kind: 'newCard', card: checked.data, saveCard: values.saveCard };
    else Object.assign(errors, checked.errors);
  }

  if (!values.agreement) errors.agreement = FIELD_ERROR_CODES.REQUIRED;
  if (Object.keys(errors).length > 0 || !source) return { ok: false, errors };
  return { ok: true, data: { amount, source } };
}
