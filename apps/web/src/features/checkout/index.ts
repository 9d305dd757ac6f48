/**
 * What other features use of the checkout (ADR 010, 011): its card and address entry (the
 * browser posts the card to the tokenizer and keeps only the token), field bindings and error
 * messages, how a card refusal reads, and the providers that bring its messages. The account
 * area's payments reuse them; billing's messages test reads the checkout's catalog. The flow kit
 * that checkout flows compose (ADR 019) has its own public face, `./flow-kit/index.ts`: re-exported
 * here it would be bundled into every page that imports this file (billing's pages by 4.5 kB gzip),
 * whether it uses the kit or not.
 */
export { CheckoutProviders } from './checkout-providers.tsx';
export { CARD_BRAND_NAMES } from './components/card-form/card-brand.ts';
export { CardFields } from './components/card-form/card-fields.tsx';
export { type CardDetails, formatExpiryInput } from './components/card-form/card-fields-model.ts';
export { cardTokenProblem } from './components/card-form/card-token-problem.ts';
export { type PayWith, PayWithChoice } from './components/card-form/pay-with-choice.tsx';
export { tokenizerUrlOf } from './components/card-form/tokenizer-url.ts';
export { useCardBinRanges } from './components/card-form/use-card-bin-ranges.ts';
export {
  NameFields,
  PhoneField,
  PostalCodeField,
  RegionField,
} from './components/customer-fields.tsx';
export { type CheckoutField, fieldErrorMessageId } from './components/field-errors.ts';
export { legalLinksOf } from './components/legal-links.ts';
export {
  PasswordAndAgreement,
  type PasswordAndAgreementProps,
} from './components/password-and-agreement.tsx';
export { isCardRefusal } from './flow-kit/purchase-outcome.ts';
export { checkoutCatalog } from './messages/index.ts';
export { cardNameOf } from './satellite/payment/card-name.ts';
