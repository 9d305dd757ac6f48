import { mergeCatalogs } from '../../../../shared/i18n/catalog.ts';
import { satelliteCatalog } from '../../../checkout/flow-kit/index.ts';
import { accountLookupCatalog, identificationCatalog } from '../../../identification/index.ts';
import { messages as enCA } from './en-CA.ts';
import { messages as enUS } from './en-US.ts';
import { messages as frCA } from './fr-CA.ts';

/**
 * The renewal's words over identification's (the find-your-account tabs and their forms) and the
 * satellite checkout's (its payment form).
 */
export const renewalCatalog = mergeCatalogs(
  identificationCatalog,
  accountLookupCatalog,
  satelliteCatalog,
  {
    'en-US': enUS,
    'en-CA': enCA,
    'fr-CA': frCA,
  },
);
