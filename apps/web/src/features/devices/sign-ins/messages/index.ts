import type { Catalog } from '../../../../shared/i18n/catalog.ts';
import { messages as enCA } from './en-CA.ts';
import { messages as enUS } from './en-US.ts';
import { messages as frCA } from './fr-CA.ts';

/** The words of the devices and sign-ins page, in its chunk. */
export const signInsCatalog: Catalog = { 'en-US': enUS, 'en-CA': enCA, 'fr-CA': frCA };
