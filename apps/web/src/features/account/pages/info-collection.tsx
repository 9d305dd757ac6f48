import { InfoCollectionPage } from '../../info-collection/index.ts';

/** Route module of `accountInfoCollection` (`/account/info-collection?token=…`, flows §7.4). */
export function Component() {
  return <InfoCollectionPage />;
}
