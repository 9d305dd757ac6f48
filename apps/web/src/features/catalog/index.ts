// The catalog's public face: what other features (the checkout flows) may use. See ADR 010.

export { campaignQuery, cardBinRangesQuery, offerInfoQuery } from './catalog-queries.ts';
export { CampaignArt } from './components/campaign-art.tsx';
export { HotAndTrending } from './components/hot-and-trending.tsx';
export { ListeningOptions } from './components/listening-options.tsx';
export { OfferPresentation } from './components/offer-presentation.tsx';
export { OfferPriceText } from './components/offer-price-text.tsx';
export { PackageCard } from './components/package-card.tsx';
export { catalogFeatureCatalog } from './messages/index.ts';
export {
  useCampaignContent,
  useConfirmationContent,
  useHotAndTrending,
  useOfferFeatures,
} from './use-catalog-content.ts';
