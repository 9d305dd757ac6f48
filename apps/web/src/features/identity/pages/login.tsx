import { IdentityProviders } from '../identity-providers.tsx';
import { signInCatalog } from '../sign-in/messages/index.ts';
import { SignInPage } from './sign-in-page.tsx';

/** Route module of `account/login` with the account-centre flag off: this app's sign-in page. */
export function Component() {
  return (
    <IdentityProviders pageWords={signInCatalog}>
      <SignInPage />
    </IdentityProviders>
  );
}
