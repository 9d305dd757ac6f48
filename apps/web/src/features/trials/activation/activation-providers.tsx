import type { ReactNode } from 'react';
import { mergeCatalogs } from '../../../shared/i18n/catalog.ts';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { satelliteCatalog } from '../../checkout/flow-kit/index.ts';
import { checkoutCatalog } from '../../checkout/index.ts';
import { activationCatalog } from './messages/index.ts';

/**
 * The checkout's field words (names, phone, region, postal code) and the satellite forms' service
 * address under the activation's own.
 */
const activationMessages = mergeCatalogs(checkoutCatalog, satelliteCatalog, activationCatalog);

/** What every activation page needs around it: its messages. */
export function ActivationProviders({ children }: { children: ReactNode }) {
  return <CatalogLayer catalog={activationMessages}>{children}</CatalogLayer>;
}
