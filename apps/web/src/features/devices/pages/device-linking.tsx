import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { AppQueryClientProvider } from '../../../shared/services/app-query-client-provider.tsx';
import { identityCatalog } from '../../identity/index.ts';
import { DeviceLinkingFlow } from '../device-linking/device-linking-flow.tsx';
import { deviceLinkingCatalog } from '../device-linking/messages/index.ts';

/** Route module of `deviceLinking` (`onboarding/device-linking?ml=`): a vehicle's magic link. */
export function Component() {
  return (
    <AppQueryClientProvider>
      <CatalogLayer catalog={identityCatalog}>
        <CatalogLayer catalog={deviceLinkingCatalog}>
          <DeviceLinkingFlow />
        </CatalogLayer>
      </CatalogLayer>
    </AppQueryClientProvider>
  );
}
