import { FIELD_ERROR_CODES, type FieldErrorCode } from '@orbit/domain';
import { fieldErrorMessageId } from '../field-errors.ts';

/** A card field the gateway's tokenizer blamed, with the field code of what is wrong with it. */
export interface CardTokenFieldProblem {
  field: 'cardNumber' | 'expiry' | 'cvv';
  code: FieldErrorCode;
}

/**
 * The card field a tokenizer refusal blames, as a field code the form shows like its own
 * (`invalid_number` → the number is INVALID); undefined when it blames none (rate limit, no
 * answer).
 */
export function cardTokenFieldProblem(
  /** The failure's code: the gateway's refusal (`invalid_number`…), or anything else. */
  code: string,
): CardTokenFieldProblem | undefined {
  switch (code) {
    case 'invalid_number':
    case 'incorrect_number':
      return { field: 'cardNumber', code: FIELD_ERROR_CODES.INVALID };
    case 'unsupported_brand':
      return { field: 'cardNumber', code: FIELD_ERROR_CODES.CARD_BRAND_NOT_ACCEPTED };
    case 'invalid_expiry_month':
    case 'invalid_expiry_year':
      return { field: 'expiry', code: FIELD_ERROR_CODES.INVALID };
    case 'expired_card':
      return { field: 'expiry', code: FIELD_ERROR_CODES.EXPIRED };
    case 'invalid_cvc':
      return { field: 'cvv', code: FIELD_ERROR_CODES.INVALID };
    default:
      return undefined;
  }
}

/**
 * Where a tokenizer refusal shows: on the card field it blames, in the checkout's words (billing
 * takes cards with the same fields), or as the form's "card could not be processed" line
 * (`notProcessedId`, the form's own) when it blames none (rate limit, no answer).
 */
export function cardTokenProblem(
  /** The failure's code: the gateway's refusal (`invalid_number`…), or anything else. */
  code: string,
  notProcessedId = 'checkout.payment.cardNotProcessed',
): { field: 'cardNumber' | 'expiry' | 'cvv'; id: string } | { field: undefined; id: string } {
  const blamed = cardTokenFieldProblem(code);
  return blamed
    ? { field: blamed.field, id: fieldErrorMessageId(blamed.field, blamed.code) }
    : { field: undefined, id: notProcessedId };
}
