import { ChangeFlow } from '../change/change-flow.tsx';

/**
 * Route module of `targetedChange` (`account/subscription/change-targeted`, behind
 * `enableTargetedChange`): the change flow entered from a targeted link's token.
 */
export function Component() {
  return <ChangeFlow changeTermOnly={false} />;
}
