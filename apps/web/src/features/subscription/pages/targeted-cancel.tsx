import { CancelProviders } from '../cancel/cancel-providers.tsx';
import { TargetedCancel } from '../cancel/targeted-cancel.tsx';

/**
 * Route module of `targetedCancel` (`account/subscription/cancel-targeted`, flag
 * `enableTargetedCancel`): a targeted link's way into cancel.
 */
export function Component() {
  return (
    <CancelProviders>
      <TargetedCancel />
    </CancelProviders>
  );
}
