import { useRouteHandle } from '../../../shared/routing/route-handle.ts';
import { ChangeFlow } from '../change/change-flow.tsx';

/**
 * Route module of `changeSubscription`: `subscription/change` and, with route data
 * `changeTermOnly`, `subscription/change-term` (flows §5.1).
 */
export function Component() {
  const { changeTermOnly = false } = useRouteHandle();
  return <ChangeFlow changeTermOnly={changeTermOnly} />;
}
