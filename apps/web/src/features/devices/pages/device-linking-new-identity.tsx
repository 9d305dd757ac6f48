import { DeviceLinkingProviders } from '../device-linking/device-linking-providers.tsx';
import { NewIdentityFlow } from '../device-linking/new-identity-flow.tsx';

/**
 * Route module of `deviceLinkingNewIdentity` (`onboarding/device-linking-new-identity?ml=`): a
 * vehicle's magic link claimed by a sign-in made on the page.
 */
export function Component() {
  return (
    <DeviceLinkingProviders>
      <NewIdentityFlow />
    </DeviceLinkingProviders>
  );
}
