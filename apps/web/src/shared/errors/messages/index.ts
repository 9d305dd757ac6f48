import { type Catalog, catalogOf } from '../../i18n/catalog.ts';

/** Shipped with the shell: any page may show a failure's shared message. */
export const errorsCatalog: Catalog = catalogOf({
  'en-US': () => import('./en-US.ts'),
  'en-CA': () => import('./en-CA.ts'),
  'fr-CA': () => import('./fr-CA.ts'),
});
