import { mergeCatalogs } from '../../../shared/i18n/catalog.ts';
import { credentialsCatalog } from '../credentials/messages/index.ts';
import { IdentityProviders } from '../identity-providers.tsx';
import { ForgotPasswordPage } from '../recovery/forgot-password-page.tsx';
import { recoveryCatalog } from '../recovery/messages/index.ts';

/** The forgotten password's words and the recovery pages' it leads to. */
const forgotPasswordWords = mergeCatalogs(credentialsCatalog, recoveryCatalog);

/**
 * Route module of `sign-in/forgot-password`: the recovery page of `account/credentials/
 * forgot-password` (flows §7.3), kept at the sign-in's address so its links (and `redirectTo`)
 * still work; its confirmations are the `account/credentials` ones.
 */
export function Component() {
  return (
    <IdentityProviders pageWords={forgotPasswordWords}>
      <ForgotPasswordPage />
    </IdentityProviders>
  );
}
