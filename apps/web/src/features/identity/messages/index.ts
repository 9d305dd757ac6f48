import { type Catalog, catalogOf } from '../../../shared/i18n/catalog.ts';

/**
 * The words every identity page shows: the fields and buttons they share, the one-time code's
 * step, and every refusal `identityErrorMessage` can name, since any identity call may answer with
 * one. Each page lays its own words over these (`sign-in/`, `sign-up/`, `credentials/`), so a page
 * carries only what it shows.
 */
export const identityCatalog: Catalog = catalogOf({
  'en-US': () => import('./en-US.ts'),
  'en-CA': () => import('./en-CA.ts'),
  'fr-CA': () => import('./fr-CA.ts'),
});
