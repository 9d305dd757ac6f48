import type { Catalog } from '../../i18n/catalog.ts';
import { messages as enCA } from './en-CA.ts';
import { messages as enUS } from './en-US.ts';
import { messages as frCA } from './fr-CA.ts';

/** Shipped with the shell: any page may show a failure's shared message. */
export const errorsCatalog: Catalog = { 'en-US': enUS, 'en-CA': enCA, 'fr-CA': frCA };
