import { type Catalog, catalogOf } from '../../../../../shared/i18n/catalog.ts';

/** The streaming checkout's error pages' words, fetched with the error page (ADR 122's follow-up). */
export const streamingErrorPageCatalog: Catalog = catalogOf({
  'en-US': () => import('./en-US.ts'),
  'en-CA': () => import('./en-CA.ts'),
  'fr-CA': () => import('./fr-CA.ts'),
});
