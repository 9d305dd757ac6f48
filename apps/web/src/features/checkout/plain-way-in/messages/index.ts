import { type Catalog, catalogOf } from '../../../../shared/i18n/catalog.ts';

/** The plan chooser's words, fetched with its page. */
export const planChooserCatalog: Catalog = catalogOf({
  'en-US': () => import('./en-US.ts'),
  'en-CA': () => import('./en-CA.ts'),
  'fr-CA': () => import('./fr-CA.ts'),
});
