import { Navigate, Route, Routes } from 'react-router';
import { DeviceLinkingFlow } from '../device-linking/device-linking-flow.tsx';
import { DeviceLinkingProviders } from '../device-linking/device-linking-providers.tsx';

/** Route module of `deviceLinking` (`onboarding/device-linking?ml=`): a vehicle's magic link. */
export function Component() {
  return (
    <DeviceLinkingProviders>
      <Routes>
        <Route index element={<DeviceLinkingFlow />} />
        {/* The page has no steps of its own in the path: any deeper path is no page of ours. */}
        <Route path="*" element={<Navigate to="/error" replace />} />
      </Routes>
    </DeviceLinkingProviders>
  );
}
