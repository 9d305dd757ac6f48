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
  switch (code) {
    case 'invalid_number':
    case 'incorrect_number':
      return { field: 'cardNumber', id: 'checkout.field.cardNumber.invalid' };
    case 'unsupported_brand':
      return { field: 'cardNumber', id: 'checkout.field.cardNumber.notAccepted' };
    case 'invalid_expiry_month':
    case 'invalid_expiry_year':
      return { field: 'expiry', id: 'checkout.field.expiry.invalid' };
    case 'expired_card':
      return { field: 'expiry', id: 'checkout.field.expiry.expired' };
    case 'invalid_cvc':
      return { field: 'cvv', id: 'checkout.field.cvv.invalid' };
    default:
      return { field: undefined, id: notProcessedId };
  }
}
