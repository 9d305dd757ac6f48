import type { Catalog } from '../../../../shared/i18n/catalog.ts';
import { messages as enCA } from './en-CA.ts';
import { messages as enUS } from './en-US.ts';
import { messages as frCA } from './fr-CA.ts';

/** The words of the linking pages (the hub, Alexa's and Google's pages, the consent page), in their chunk. */
export const accountLinkingCatalog: Catalog = { 'en-US': enUS, 'en-CA': enCA, 'fr-CA': frCA };
