import { type Catalog, catalogOf } from '../../../../shared/i18n/catalog.ts';

/** The flow kit's own words: the payment interstitial and the registration on the spot, fetched with the steps that show them. */
export const flowKitCatalog: Catalog = catalogOf({
  'en-US': () => import('./en-US.ts'),
  'en-CA': () => import('./en-CA.ts'),
  'fr-CA': () => import('./fr-CA.ts'),
});
