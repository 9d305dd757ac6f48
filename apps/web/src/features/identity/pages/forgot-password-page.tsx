import { CatalogLayer } from '../../../shared/i18n/catalog-layer.tsx';
import { IdentityProviders } from '../identity-providers.tsx';
import { ForgotPasswordPage } from '../recovery/forgot-password-page.tsx';
import { recoveryCatalog } from '../recovery/messages/index.ts';

/**
 * Route module of `sign-in/forgot-password`: the recovery page of `account/credentials/
 * forgot-password` (flows §7.3), kept at the sign-in's address so its links (and `redirectTo`)
 * still work; its confirmations are the `account/credentials` ones.
 */
export function Component() {
  return (
    <IdentityProviders>
      <CatalogLayer catalog={recoveryCatalog}>
        <ForgotPasswordPage />
      </CatalogLayer>
    </IdentityProviders>
  );
}
