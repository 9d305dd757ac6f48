import { type Catalog, catalogOf } from '../../../../shared/i18n/catalog.ts';

/** The device-linking pages' words: they come with those pages' chunk, not the entry bundle. */
export const deviceLinkingCatalog: Catalog = catalogOf({
  'en-US': () => import('./en-US.ts'),
  'en-CA': () => import('./en-CA.ts'),
  'fr-CA': () => import('./fr-CA.ts'),
});
