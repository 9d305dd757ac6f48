import { type Catalog, catalogOf } from '../../../../shared/i18n/catalog.ts';

export const cancelCatalog: Catalog = catalogOf({
  'en-US': () => import('./en-US.ts'),
  'en-CA': () => import('./en-CA.ts'),
  'fr-CA': () => import('./fr-CA.ts'),
});
