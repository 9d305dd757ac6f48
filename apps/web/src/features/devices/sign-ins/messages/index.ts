import { type Catalog, catalogOf } from '../../../../shared/i18n/catalog.ts';

/** The words of the devices and sign-ins page, in its chunk. */
export const signInsCatalog: Catalog = catalogOf({
  'en-US': () => import('./en-US.ts'),
  'en-CA': () => import('./en-CA.ts'),
  'fr-CA': () => import('./fr-CA.ts'),
});
