import { type Catalog, catalogOf } from '../../../../shared/i18n/catalog.ts';

/**
 * The sign-up's words and the new password's rules, laid over `identityCatalog` by every page with
 * the sign-up form or a new-password field.
 */
export const signUpCatalog: Catalog = catalogOf({
  'en-US': () => import('./en-US.ts'),
  'en-CA': () => import('./en-CA.ts'),
  'fr-CA': () => import('./fr-CA.ts'),
});
