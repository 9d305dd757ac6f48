import { catalogOf, mergeCatalogs } from '../../../../shared/i18n/catalog.ts';
import { accountLookupCatalog, identificationCatalog } from '../../../identification/index.ts';
import { identityCatalog, signInCatalog } from '../../../identity/index.ts';

/**
 * Transfer and swap's words over identification's (the find-your-account tabs and their forms) and
 * the identity's sign-in, which the login and swap pages put on themselves.
 */
export const transferCatalog = mergeCatalogs(
  identificationCatalog,
  accountLookupCatalog,
  identityCatalog,
  signInCatalog,
  catalogOf({
    'en-US': () => import('./en-US.ts'),
    'en-CA': () => import('./en-CA.ts'),
    'fr-CA': () => import('./fr-CA.ts'),
  }),
);
