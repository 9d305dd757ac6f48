import type { App } from '../../platform/http/app-instance.ts';
import type { AccountPreferencesDeps } from './account-preferences-deps.ts';
import { registerCareAccountPreferencesRoutes } from './do-not-call.care-routes.ts';

/** What other modules use of account preferences: an account's do-not-call registrations. */
export {
  type DoNotCallRegistration,
  doNotCallRegistrationsOf,
} from './do-not-call-registrations.ts';

/** The account-preferences capability on the care API: do not call (flows §8.3). */
export function registerAccountPreferencesCapability(app: App, deps: AccountPreferencesDeps): void {
  registerCareAccountPreferencesRoutes(app, deps);
}
