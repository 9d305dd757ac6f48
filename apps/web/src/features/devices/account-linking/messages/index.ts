import { type Catalog, catalogOf } from '../../../../shared/i18n/catalog.ts';

/** The words of the linking pages (the hub, Alexa's and Google's pages, the consent page), in their chunk. */
export const accountLinkingCatalog: Catalog = catalogOf({
  'en-US': () => import('./en-US.ts'),
  'en-CA': () => import('./en-CA.ts'),
  'fr-CA': () => import('./fr-CA.ts'),
});
