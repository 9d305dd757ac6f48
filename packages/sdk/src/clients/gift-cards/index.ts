export {
  createGiftCardsClient,
  type GiftCardsClient,
  type GiftCardsClientDeps,
} from './gift-cards-client.ts';
