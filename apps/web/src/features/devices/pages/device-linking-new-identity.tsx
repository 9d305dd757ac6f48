import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { AppQueryClientProvider } from '../../../shared/services/app-query-client-provider.tsx';
import { identityCatalog } from '../../identity/index.ts';
import { deviceLinkingCatalog } from '../device-linking/messages/index.ts';
import { NewIdentityFlow } from '../device-linking/new-identity-flow.tsx';

/**
 * Route module of `deviceLinkingNewIdentity` (`onboarding/device-linking-new-identity?ml=`): a
 * vehicle's magic link claimed by a sign-in made on the page.
 */
export function Component() {
  return (
    <AppQueryClientProvider>
      <CatalogLayer catalog={identityCatalog}>
        <CatalogLayer catalog={deviceLinkingCatalog}>
          <NewIdentityFlow />
        </CatalogLayer>
      </CatalogLayer>
    </AppQueryClientProvider>
  );
}
