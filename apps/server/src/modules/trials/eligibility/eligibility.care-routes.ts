import { countryFromHost } from '@orbit/domain';
import { isAppError } from '../../../platform/errors/app-error.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { registerCareRoutes } from '../../../platform/http/care-routes.ts';
import { limitLookup, lookupBudgetOf } from '../../identification/index.ts';
import type { TrialDeps } from '../trial-deps.ts';
import { checkUsedCarEligibility } from './check-used-car-eligibility.ts';
import { deliverableEmailCheck } from './deliverable-email.ts';

/** Email checks are counted per client address only: an address is not a subject to protect. */
const EMAIL_CHECK_BUCKET = 'validate-email';

/**
 * The used-car eligibility check (RFLZ, flows §1.4), each refusal logged with its code, and the
 * email check of the trial forms (flows §3.2, §3.3).
 */
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
    validateEmail: async (request) => {
      await limitLookup(
        lookupBudgetOf(deps, deps.clock()),
        EMAIL_CHECK_BUCKET,
        request.ip,
        undefined,
      );
      return deliverableEmailCheck(request.body.email, countryFromHost(request.hostname), {
        developerMailbox: deps.config.mail.smtpUrl === undefined,
      });
    },
  });
}
