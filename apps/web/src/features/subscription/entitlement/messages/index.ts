import { mergeCatalogs } from '../../../../shared/i18n/catalog.ts';
import { identityCatalog } from '../../../identity/index.ts';
import { messages as enCA } from './en-CA.ts';
import { messages as enUS } from './en-US.ts';
import { messages as frCA } from './fr-CA.ts';

/** The entitlement pages' words over the identity's (the password rules, the sign-in). */
export const entitlementCatalog = mergeCatalogs(identityCatalog, {
  'en-US': enUS,
  'en-CA': enCA,
  'fr-CA': frCA,
});
