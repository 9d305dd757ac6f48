import { Navigate, Route, Routes } from 'react-router';
import { DeviceLinkingProviders } from '../device-linking/device-linking-providers.tsx';
import { NewIdentityFlow } from '../device-linking/new-identity-flow.tsx';

/**
 * Route module of `deviceLinkingNewIdentity` (`onboarding/device-linking-new-identity?ml=`): a
 * vehicle's magic link claimed by a sign-in made on the page.
 */
export function Component() {
  return (
    <DeviceLinkingProviders>
      <Routes>
        <Route index element={<NewIdentityFlow />} />
        {/* The page has no steps of its own in the path: any deeper path is no page of ours. */}
        <Route path="*" element={<Navigate to="/error" replace />} />
      </Routes>
    </DeviceLinkingProviders>
  );
}
