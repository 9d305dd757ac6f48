import { catalogOf } from '../shared/i18n/catalog.ts';

/**
 * The messages of the always-present shell (layout, loader, error and session-timeout screens,
 * route titles): the app's, the design system's, errors', the language toggle's,
 * platform's and the session's folders joined per language, so the start-up fetches one file in
 * the visitor's language beside the configuration (ADR 082). A feature's own messages arrive with
 * its pages instead, laid over these with `CatalogLayer`.
 */
export const catalog = catalogOf({
  'en-US': () => import('./shell-catalog/en-US.ts'),
  'en-CA': () => import('./shell-catalog/en-CA.ts'),
  'fr-CA': () => import('./shell-catalog/fr-CA.ts'),
});
