import { catalogOf, mergeCatalogs } from '../../../../shared/i18n/catalog.ts';
import { identityCatalog, signInCatalog, signUpCatalog } from '../../../identity/index.ts';

/** The entitlement pages' words over the identity's (the password rules, the sign-in). */
export const entitlementCatalog = mergeCatalogs(
  identityCatalog,
  signInCatalog,
  signUpCatalog,
  catalogOf({
    'en-US': () => import('./en-US.ts'),
    'en-CA': () => import('./en-CA.ts'),
    'fr-CA': () => import('./fr-CA.ts'),
  }),
);
