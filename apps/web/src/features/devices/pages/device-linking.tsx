import { DeviceLinkingFlow } from '../device-linking/device-linking-flow.tsx';
import { DeviceLinkingProviders } from '../device-linking/device-linking-providers.tsx';

/** Route module of `deviceLinking` (`onboarding/device-linking?ml=`): a vehicle's magic link. */
export function Component() {
  return (
    <DeviceLinkingProviders>
      <DeviceLinkingFlow />
    </DeviceLinkingProviders>
  );
}
