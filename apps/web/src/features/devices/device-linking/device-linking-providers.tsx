import type { ReactNode } from 'react';
import { mergeCatalogs } from '../../../shared/i18n/catalog.ts';
import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { identityCatalog, signUpCatalog } from '../../identity/index.ts';
import { deviceLinkingCatalog } from './messages/index.ts';

/** The identity's words and the sign-up's (its form is on the page), then the pages' own. */
const deviceLinkingWords = mergeCatalogs(identityCatalog, signUpCatalog, deviceLinkingCatalog);

/**
 * What both device-linking pages need around them: the identity's words
 * (its sign-up form is on the page) and theirs, which come with the pages' lazy chunks.
 */
export function DeviceLinkingProviders({ children }: { children: ReactNode }) {
  return <CatalogLayer catalog={deviceLinkingWords}>{children}</CatalogLayer>;
}
