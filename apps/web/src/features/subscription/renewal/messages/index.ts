import { catalogOf, mergeCatalogs } from '../../../../shared/i18n/catalog.ts';
import { satelliteCatalog } from '../../../checkout/flow-kit/index.ts';
import { accountLookupCatalog, identificationCatalog } from '../../../identification/index.ts';

/**
 * The renewal's words over identification's (the find-your-account tabs and their forms) and the
 * satellite checkout's (its payment form).
 */
export const renewalCatalog = mergeCatalogs(
  identificationCatalog,
  accountLookupCatalog,
  satelliteCatalog,
  catalogOf({
    'en-US': () => import('./en-US.ts'),
    'en-CA': () => import('./en-CA.ts'),
    'fr-CA': () => import('./fr-CA.ts'),
  }),
);
