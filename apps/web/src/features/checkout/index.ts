/**
 * What other features use of the checkout (ADR 010, 011): its card and address entry (the
 * browser posts the card to the tokenizer and keeps only the token), field bindings and error
 * messages, how a card refusal reads, and the providers that bring its messages. The account
 * area's payments reuse them; billing's messages test reads the checkout's catalog.
 */
export { CheckoutProviders } from './checkout-providers.tsx';
export { CARD_BRAND_NAMES } from './components/card-form/card-brand.ts';
export { CardFields } from './components/card-form/card-fields.tsx';
export { type CardDetails, formatExpiryInput } from './components/card-form/card-fields-model.ts';
export { cardTokenProblem } from './components/card-form/card-token-problem.ts';
export { tokenizerUrlOf } from './components/card-form/tokenizer-url.ts';
export { useCardBinRanges } from './components/card-form/use-card-bin-ranges.ts';
export { PostalCodeField, RegionField } from './components/customer-fields.tsx';
export { type CheckoutField, fieldErrorMessageId } from './components/field-errors.ts';
export { type TextFieldBinding, useCheckoutFields } from './components/use-checkout-fields.ts';
export { checkoutCatalog } from './messages/index.ts';
export { isCardRefusal } from './streaming-organic/purchase-outcome.ts';
