import { catalogOf, mergeCatalogs } from '../../../../shared/i18n/catalog.ts';
import { satelliteCatalog } from '../../../checkout/flow-kit/index.ts';
import { accountLookupCatalog, identificationCatalog } from '../../../identification/index.ts';

/**
 * Platinum VIP's words over identification's (the organic page's Radio Info form) and the
 * satellite checkout's (its payment form).
 */
export const vipCatalog = mergeCatalogs(
  identificationCatalog,
  accountLookupCatalog,
  satelliteCatalog,
  catalogOf({
    'en-US': () => import('./en-US.ts'),
    'en-CA': () => import('./en-CA.ts'),
    'fr-CA': () => import('./fr-CA.ts'),
  }),
);
