import { type Catalog, catalogOf } from '../../../../../shared/i18n/catalog.ts';

/** The words of "We found your subscription", fetched with the dialog. */
export const existingSubscriptionCatalog: Catalog = catalogOf({
  'en-US': () => import('./en-US.ts'),
  'en-CA': () => import('./en-CA.ts'),
  'fr-CA': () => import('./fr-CA.ts'),
});
