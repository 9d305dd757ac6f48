import { catalogOf, mergeCatalogs } from '../../../../shared/i18n/catalog.ts';
import { satelliteCatalog } from '../../../checkout/flow-kit/index.ts';

/** The multi-radio purchase's words over the satellite checkout's (its payment form). */
export const multiRadioCatalog = mergeCatalogs(
  satelliteCatalog,
  catalogOf({
    'en-US': () => import('./en-US.ts'),
    'en-CA': () => import('./en-CA.ts'),
    'fr-CA': () => import('./fr-CA.ts'),
  }),
);
