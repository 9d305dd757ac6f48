import { catalogOf, mergeCatalogs } from '../../../../shared/i18n/catalog.ts';
import { accountLookupCatalog } from '../../../identification/index.ts';

/** The link verification's words over the account lookup's LPZ form's. */
export const linkVerificationCatalog = mergeCatalogs(
  accountLookupCatalog,
  catalogOf({
    'en-US': () => import('./en-US.ts'),
    'en-CA': () => import('./en-CA.ts'),
    'fr-CA': () => import('./fr-CA.ts'),
  }),
);
