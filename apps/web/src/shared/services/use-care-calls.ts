import { useAppServices } from './app-services.tsx';
import { type CareCallGroup, careCallsFor } from './care-calls.ts';

/** The `group` of care calls (`useCareCalls(accountCalls)`) on the app's care requester. */
export function useCareCalls<Calls>(group: CareCallGroup<Calls>): Calls {
  return careCallsFor(useAppServices().careRequester, group);
}
