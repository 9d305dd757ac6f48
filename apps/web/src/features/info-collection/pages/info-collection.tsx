import { InfoCollectionPage } from '../info-collection-page.tsx';

/** Route module of `accountInfoCollection` (`/account/info-collection?token=…`, flows §7.4). */
export function Component() {
  return <InfoCollectionPage />;
}
