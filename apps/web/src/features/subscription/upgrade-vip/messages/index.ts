import { catalogOf, mergeCatalogs } from '../../../../shared/i18n/catalog.ts';
import { accountLookupCatalog, identificationCatalog } from '../../../identification/index.ts';

/**
 * Platinum VIP's words over identification's (the organic page's Radio Info form); the satellite
 * checkout's come with its payment form.
 */
export const vipCatalog = mergeCatalogs(
  identificationCatalog,
  accountLookupCatalog,
  catalogOf({
    'en-US': () => import('./en-US.ts'),
    'en-CA': () => import('./en-CA.ts'),
    'fr-CA': () => import('./fr-CA.ts'),
  }),
);
