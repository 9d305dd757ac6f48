import { mergeCatalogs } from '../../../../shared/i18n/catalog.ts';
import { accountLookupCatalog } from '../../../identification/index.ts';
import { messages as enCA } from './en-CA.ts';
import { messages as enUS } from './en-US.ts';
import { messages as frCA } from './fr-CA.ts';

/** The link verification's words over the account lookup's LPZ form's. */
export const linkVerificationCatalog = mergeCatalogs(accountLookupCatalog, {
  'en-US': enUS,
  'en-CA': enCA,
  'fr-CA': frCA,
});
