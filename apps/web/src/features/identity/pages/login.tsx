import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { identityCatalog } from '../messages/index.ts';
import { SignInPage } from './sign-in-page.tsx';

/** Route module of `account/login` with the account-centre flag off: this app's sign-in page. */
export function Component() {
  return (
    <CatalogLayer catalog={identityCatalog}>
      <SignInPage />
    </CatalogLayer>
  );
}
