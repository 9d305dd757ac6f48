import { CancelDoor } from '../cancel/cancel-door.tsx';
import { CancelProviders } from '../cancel/cancel-providers.tsx';

/**
 * Route module of `cancelSubscription` (`subscription/cancel?subscriptionId=…`, flows §5.2):
 * click-to-cancel, from the reasons to a confirmed cancellation.
 */
export function Component() {
  return (
    <CancelProviders>
      <CancelDoor />
    </CancelProviders>
  );
}
