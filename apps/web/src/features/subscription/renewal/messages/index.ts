import { catalogOf, mergeCatalogs } from '../../../../shared/i18n/catalog.ts';
import { accountLookupCatalog, identificationCatalog } from '../../../identification/index.ts';

/**
 * The renewal's words over identification's (the find-your-account tabs and their forms); the satellite
 * checkout's come with its payment form.
 */
export const renewalCatalog = mergeCatalogs(
  identificationCatalog,
  accountLookupCatalog,
  catalogOf({
    'en-US': () => import('./en-US.ts'),
    'en-CA': () => import('./en-CA.ts'),
    'fr-CA': () => import('./fr-CA.ts'),
  }),
);
