import { platformCatalog } from '../features/platform/messages/index.ts';
import { sessionCatalog } from '../features/session/messages/index.ts';
import { errorsCatalog } from '../shared/errors/messages/index.ts';
import { mergeCatalogs } from '../shared/i18n/catalog.ts';
import { i18nCatalog } from '../shared/i18n/messages/index.ts';
import { uiCatalog } from '../shared/ui/messages/index.ts';
import { appCatalog } from './messages/index.ts';

/**
 * The messages of the always-present shell (layout, loader, error and session-timeout screens,
 * route titles), per locale: they ship in the entry bundle. A feature's own messages arrive with
 * its pages instead, laid over these with `CatalogLayer`.
 */
export const catalog = mergeCatalogs(
  appCatalog,
  uiCatalog,
  errorsCatalog,
  i18nCatalog,
  platformCatalog,
  sessionCatalog,
);
