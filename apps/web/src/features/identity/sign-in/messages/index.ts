import { type Catalog, catalogOf } from '../../../../shared/i18n/catalog.ts';

/** The sign-in's and the sign-in link's words, laid over `identityCatalog` by the pages that show them. */
export const signInCatalog: Catalog = catalogOf({
  'en-US': () => import('./en-US.ts'),
  'en-CA': () => import('./en-CA.ts'),
  'fr-CA': () => import('./fr-CA.ts'),
});
