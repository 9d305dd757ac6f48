import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { DeviceCodeForm } from '../components/device-code-form.tsx';
import { devicesCatalog } from '../messages/index.ts';

/** Route module of `tvCode` (`subscribe/linking/tv`): the code a TV or car shows. */
export function Component() {
  return (
    <CatalogLayer catalog={devicesCatalog}>
      <DeviceCodeForm kind="tv" />
    </CatalogLayer>
  );
}
