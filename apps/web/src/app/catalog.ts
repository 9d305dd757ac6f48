import { devicesCatalog } from '../features/devices/messages/index.ts';
import { identityCatalog } from '../features/identity/messages/index.ts';
import { passkeyCatalog } from '../features/identity/passkeys/messages/index.ts';
import { platformCatalog } from '../features/platform/messages/index.ts';
import { sessionCatalog } from '../features/session/messages/index.ts';
import { mergeCatalogs } from '../shared/i18n/catalog.ts';
import { i18nCatalog } from '../shared/i18n/messages/index.ts';
import { routingCatalog } from '../shared/routing/messages/index.ts';
import { uiCatalog } from '../shared/ui/messages/index.ts';
import { appCatalog } from './messages/index.ts';

/** Every message of the app, per locale. Features add their catalog here. */
export const catalog = mergeCatalogs(
  appCatalog,
  uiCatalog,
  i18nCatalog,
  routingCatalog,
  platformCatalog,
  sessionCatalog,
  identityCatalog,
  passkeyCatalog,
  devicesCatalog,
);
