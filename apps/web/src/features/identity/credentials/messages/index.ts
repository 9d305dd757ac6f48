import { type Catalog, catalogOf } from '../../../../shared/i18n/catalog.ts';

/**
 * The words of the signed-in customer's sign-in details and of a forgotten or reset password,
 * laid over `identityCatalog` by the credentials, reset and forgot-password pages.
 */
export const credentialsCatalog: Catalog = catalogOf({
  'en-US': () => import('./en-US.ts'),
  'en-CA': () => import('./en-CA.ts'),
  'fr-CA': () => import('./fr-CA.ts'),
});
