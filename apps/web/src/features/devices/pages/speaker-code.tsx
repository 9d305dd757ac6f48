import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { AppQueryClientProvider } from '../../../shared/services/app-query-client-provider.tsx';
import { DeviceCodeForm } from '../components/device-code-form.tsx';
import { devicesCatalog } from '../messages/index.ts';

/** Route module of `speakerCode` (`subscribe/linking/speaker`): a speaker's link code. */
export function Component() {
  return (
    <AppQueryClientProvider>
      <CatalogLayer catalog={devicesCatalog}>
        <DeviceCodeForm kind="speaker" />
      </CatalogLayer>
    </AppQueryClientProvider>
  );
}
