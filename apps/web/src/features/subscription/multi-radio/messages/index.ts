import { catalogOf } from '../../../../shared/i18n/catalog.ts';

/** The multi-radio purchase's words; the satellite checkout's come with its payment form. */
export const multiRadioCatalog = catalogOf({
  'en-US': () => import('./en-US.ts'),
  'en-CA': () => import('./en-CA.ts'),
  'fr-CA': () => import('./fr-CA.ts'),
});
