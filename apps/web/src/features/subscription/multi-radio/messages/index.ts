import { mergeCatalogs } from '../../../../shared/i18n/catalog.ts';
import { satelliteCatalog } from '../../../checkout/flow-kit/index.ts';
import { messages as enCA } from './en-CA.ts';
import { messages as enUS } from './en-US.ts';
import { messages as frCA } from './fr-CA.ts';

/** The multi-radio purchase's words over the satellite checkout's (its payment form). */
export const multiRadioCatalog = mergeCatalogs(satelliteCatalog, {
  'en-US': enUS,
  'en-CA': enCA,
  'fr-CA': frCA,
});
