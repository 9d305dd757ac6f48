import { type Catalog, catalogOf } from '../../../../shared/i18n/catalog.ts';

/**
 * The recovery pages' words, layered by the two route modules that show them (`account/
 * credentials/*`, `sign-in/forgot-password`): the sign-in, sign-up and the pages composing them
 * never show a recovery page.
 */
export const recoveryCatalog: Catalog = catalogOf({
  'en-US': () => import('./en-US.ts'),
  'en-CA': () => import('./en-CA.ts'),
  'fr-CA': () => import('./fr-CA.ts'),
});
