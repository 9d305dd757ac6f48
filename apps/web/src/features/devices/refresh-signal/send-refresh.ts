import type {
  CareCaptchaFields,
  CareRefreshDeviceResult,
  CareRefreshInstructionResult,
  Locale,
} from '@orbit/domain';
import { refreshSignalCalls } from '@orbit/sdk';
import { type Failure, failureOf, reportFailure } from '../../../shared/errors/index.ts';
import { CAPTCHA_REQUIRED } from '../../../shared/human-check/index.ts';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';
import type { RefreshNamed } from './receiver-queries.ts';

/** What a refused refresh leads to: each has its page (flows §8.2). */
export type RefreshRefusal =
  | 'pastDue'
  | 'inactive'
  | 'notFound'
  | 'tooManyRadios'
  | 'limit'
  | 'virtualRadio'
  /** The satellite uplink did not carry the signal (FAILED_TO_REFRESH_DEVICE): not counted. */
  | 'notSent'
  | 'failed';

export type RefreshOutcome<Result> =
  | { kind: 'done'; result: Result }
  | { kind: 'refused'; refusal: RefreshRefusal }
  /** The server's refusal of a field (its rule is the form's; a backstop). */
  | { kind: 'field'; failure: Failure }
  | { kind: 'humanCheck'; failure: Failure }
  | { kind: 'tooMany' }
  /** The session timed out: its modal is open. */
  | { kind: 'stopped' };

const REFUSALS: Readonly<Record<string, RefreshRefusal>> = {
  PAST_DUE: 'pastDue',
  NO_SUBSCRIPTION: 'inactive',
  DEVICE_NOT_FOUND: 'notFound',
  DEVICE_LIMIT_EXCEEDED_FOR_PHONE_NUMBER: 'tooManyRadios',
  REFRESH_LIMIT_REACHED: 'limit',
  DEVICE_REFRESH_NOT_SUPPORTED: 'virtualRadio',
  FAILED_TO_REFRESH_DEVICE: 'notSent',
};

type Services = Pick<AppServices, 'careRequester' | 'errors'>;

/**
 * One refresh call, its failures read the one way: the refusals the page has a page for are
 * not reported (they are answers, not faults); anything else is, and leads to the error page.
 */
async function attempt<Result>(
  services: Services,
  call: () => Promise<Result>,
): Promise<RefreshOutcome<Result>> {
  try {
    return { kind: 'done', result: await call() };
  } catch (error) {
    const failure = failureOf(error);
    if (failure.code === CAPTCHA_REQUIRED) return { kind: 'humanCheck', failure };
    const refusal = REFUSALS[failure.code];
    if (refusal) return { kind: 'refused', refusal };
    if (failure.kind === 'refused' && failure.fieldErrors.length > 0) {
      return { kind: 'field', failure };
    }
    reportFailure(services.errors, failure, { name: 'refresh signal', serverFault: 'stay' });
    if (failure.kind === 'sessionTimedOut') return { kind: 'stopped' };
    if (failure.kind === 'rateLimited') return { kind: 'tooMany' };
    return { kind: 'refused', refusal: 'failed' };
  }
}

/**
 * `POST /services/device/refresh` with the radio id, VIN or phone the box or the link held, or
 * the deviceRef of a signed-in customer's own radio.
 */
export function sendRefresh(
  services: Services,
  identifier: RefreshNamed,
  languagePreference: Locale,
  captcha: CareCaptchaFields = {},
): Promise<RefreshOutcome<CareRefreshDeviceResult>> {
  const { kind: _kind, ...named } = identifier;
  return attempt(services, () =>
    careCallsFor(services.careRequester, refreshSignalCalls).refreshDevice(
      { ...named, languagePreference, ...captcha },
      { skipGlobalHandler: true },
    ),
  );
}

/** `POST /services/device/send-refresh-instruction`: the steps texted, with consent. */
export function sendRefreshInstruction(
  services: Services,
  phone: string,
  languagePreference: Locale,
  captcha: CareCaptchaFields = {},
): Promise<RefreshOutcome<CareRefreshInstructionResult>> {
  return attempt(services, () =>
    careCallsFor(services.careRequester, refreshSignalCalls).sendRefreshInstruction(
      { phone, smsConsent: true, languagePreference, ...captcha },
      { skipGlobalHandler: true },
    ),
  );
}
