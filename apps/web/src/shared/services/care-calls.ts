import type { CareRequester } from '@orbit/sdk';

/** A group of care calls as the SDK makes it (`accountCalls`, `catalogCalls`…): bound to a requester. */
export type CareCallGroup<Calls> = (request: CareRequester) => Calls;

const bound = new WeakMap<CareRequester, WeakMap<CareCallGroup<unknown>, unknown>>();

/**
 * The `group` of care calls on the app's `requester`, made once per pair: the same object on every
 * render, so it can sit in hook dependencies. Pages import only the groups they call, so a group's
 * schemas load with the pages that use it, not at start-up.
 */
export function careCallsFor<Calls>(requester: CareRequester, group: CareCallGroup<Calls>): Calls {
  let groups = bound.get(requester);
  if (!groups) {
    groups = new WeakMap();
    bound.set(requester, groups);
  }
  if (!groups.has(group)) groups.set(group, group(requester));
  return groups.get(group) as Calls;
}
