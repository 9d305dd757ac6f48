import { catalogOf } from '../../../../shared/i18n/catalog.ts';

/**
 * The multi-radio purchase's words; the satellite checkout's (its payment form) come with the
 * payment step.
 */
export const multiRadioCatalog = catalogOf({
  'en-US': () => import('./en-US.ts'),
  'en-CA': () => import('./en-CA.ts'),
  'fr-CA': () => import('./fr-CA.ts'),
});
