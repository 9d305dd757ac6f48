import type { CareDeviceLookupRequest } from '@orbit/domain';
import { checkoutCalls } from '@orbit/sdk';
import { type Failure, failureOf, reportFailure } from '../../../shared/errors/index.ts';
import { CAPTCHA_REQUIRED } from '../../../shared/human-check/index.ts';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';
import {
  type IdentificationMethod,
  type IdentifiedRadio,
  identifiedRadioOf,
} from './identified-radio.ts';
import { trackIdentified, trackInvalidInput, trackLookupFailed } from './lookup-analytics.ts';
import { type LookupErrors, lookupErrorsOf } from './lookup-rules.ts';

export type LookupOutcome =
  | { kind: 'found'; radio: IdentifiedRadio }
  /** An active paid subscription: the caller shows the active-subscription page. */
  | { kind: 'active'; radio: IdentifiedRadio }
  | { kind: 'notFound' }
  /** The server refused a field (its rules are the same as the form's; a backstop). */
  | { kind: 'invalid'; errors: LookupErrors }
  | { kind: 'tooMany' }
  /** Past the radio's (VIN's, plate's) budget: the same search again, with a solved check. */
  | { kind: 'humanCheck'; failure: Failure }
  | { kind: 'failed' }
  /** The session timed out: its modal is open. */
  | { kind: 'stopped' };

/**
 * `POST /services/device/validate` for one tab's request. The page shows every outcome itself,
 * so the global handler (which would open `/error` on a 404) is skipped; each outcome is still
 * tracked, and a timeout still opens the timeout modal. The request carries a solved human
 * check's proof when the page has one (`captchaAnswer`, `captchaToken`).
 */
export async function lookUpDevice(
  services: AppServices,
  request: CareDeviceLookupRequest,
  authenticationType: IdentificationMethod,
  form: string,
): Promise<LookupOutcome> {
  const { careRequester, dataLayer, errors } = services;
  try {
    const result = await careCallsFor(careRequester, checkoutCalls).validateDevice(request, {
      skipGlobalHandler: true,
    });
    const radio = identifiedRadioOf(result, authenticationType);
    trackIdentified(dataLayer, radio, { radioId: request.radioId, vin: request.vin });
    return { kind: radio.hasActiveSubscription ? 'active' : 'found', radio };
  } catch (error) {
    const failure = failureOf(error);
    // Not a failed search: the page shows the check, and the customer searches again.
    if (failure.code === CAPTCHA_REQUIRED) return { kind: 'humanCheck', failure };
    const answered = failure.source !== 'app' && failure.kind !== 'sessionTimedOut';
    if (answered) trackLookupFailed(dataLayer, authenticationType, failure.code);
    // Field refusals are the form's to show (its rules are the server's); they are tracked as such.
    const fieldErrors = failure.kind === 'refused' ? lookupErrorsOf(failure.fieldErrors) : {};
    if (Object.keys(fieldErrors).length > 0) {
      trackInvalidInput(dataLayer, form, fieldErrors);
      return { kind: 'invalid', errors: fieldErrors };
    }
    reportFailure(errors, failure, { name: 'find your radio', serverFault: 'stay' });
    if (failure.kind === 'sessionTimedOut') return { kind: 'stopped' };
    if (failure.kind === 'notFound') return { kind: 'notFound' };
    if (failure.kind === 'rateLimited') return { kind: 'tooMany' };
    return { kind: 'failed' };
  }
}
