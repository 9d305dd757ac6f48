export { NewCardForm } from './card/new-card-form.tsx';
export { billingAddressOf, type NewCardData, newCardValuesFor } from './card/new-card-model.ts';
export { tokenizeNewCard } from './card/tokenize-new-card.ts';
export { useCardTokenizer } from './card/use-card-tokenizer.ts';
export {
  type GiftCardChoice,
  GiftCardEntry,
} from './gift-card/gift-card-entry.tsx';
export { giftCardErrorOf, isGiftCardCode } from './gift-card/gift-card-errors.ts';
export {
  checkGiftCard,
  EMPTY_GIFT_CARD,
  type GiftCardErrors,
  giftCardLast4,
} from './gift-card/gift-card-model.ts';
export { billingCatalog } from './messages/index.ts';
