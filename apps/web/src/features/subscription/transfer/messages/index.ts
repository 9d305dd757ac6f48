import { mergeCatalogs } from '../../../../shared/i18n/catalog.ts';
import { accountLookupCatalog, identificationCatalog } from '../../../identification/index.ts';
import { messages as enCA } from './en-CA.ts';
import { messages as enUS } from './en-US.ts';
import { messages as frCA } from './fr-CA.ts';

/** Transfer and swap's words over identification's (the find-your-account tabs and their forms). */
export const transferCatalog = mergeCatalogs(identificationCatalog, accountLookupCatalog, {
  'en-US': enUS,
  'en-CA': enCA,
  'fr-CA': frCA,
});
