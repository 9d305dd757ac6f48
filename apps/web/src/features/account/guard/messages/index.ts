import { type Catalog, catalogOf } from '../../../../shared/i18n/catalog.ts';

/** The account guard's own words: no account for this sign-in, or none to be read now. */
export const accountGuardCatalog: Catalog = catalogOf({
  'en-US': () => import('./en-US.ts'),
  'en-CA': () => import('./en-CA.ts'),
  'fr-CA': () => import('./fr-CA.ts'),
});
