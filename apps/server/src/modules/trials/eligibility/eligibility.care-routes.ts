import { countryFromHost } from '@orbit/domain';
import { isAppError } from '../../../platform/errors/app-error.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../../platform/http/care-routes.ts';
import type { TrialDeps } from '../trial-deps.ts';
import { checkUsedCarEligibility } from './check-used-car-eligibility.ts';

/** The used-car eligibility check (RFLZ, flows §1.4); each refusal is logged with its code. */
export function registerEligibilityRoutes(app: App, deps: TrialDeps): void {
  registerCareRoutes(app, deps, 'trials', {
    usedCarEligibilityCheck: async (request, _reply, { session }) => {
      try {
        return await checkUsedCarEligibility(deps, {
          request: request.body,
          country: countryFromHost(request.hostname),
          session,
          clientAddress: request.ip,
        });
      } catch (error) {
        if (isAppError(error)) {
          request.log.info(
            { event: 'used-car-eligibility-refused', errorCode: error.code },
            'used-car eligibility check refused',
          );
        }
        throw error;
      }
    },
  });
}
