import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { DeviceCodeForm } from '../components/device-code-form.tsx';
import { devicesCatalog } from '../messages/index.ts';

/** Route module of `speakerCode` (`subscribe/linking/speaker`): a speaker's link code. */
export function Component() {
  return (
    <CatalogLayer catalog={devicesCatalog}>
      <DeviceCodeForm kind="speaker" />
    </CatalogLayer>
  );
}
