import {
  type CareInfoCollectionPrefill,
  type CareInfoCollectionPublishRequest,
  FIELD_ERROR_CODES,
  type InfoCollectionErrors,
  isFieldErrorCode,
  isInfoCollectionField,
} from '@orbit/domain';
import { infoCollectionCalls } from '@orbit/sdk';
import { type Failure, failureOf, reportFailure } from '../../shared/errors/index.ts';
import type { AppServices } from '../../shared/services/app-services.tsx';
import { careCallsFor } from '../../shared/services/care-calls.ts';

/** What can come of reading a link or sending its answers; the page shows each. */
export type LinkRefusal =
  /** Altered, expired, foreign, or answers for another chat: "this link is not valid". */
  | { kind: 'invalid' }
  /** Sent once already. */
  | { kind: 'answered' }
  | { kind: 'tooMany' }
  /** Anything else: `/error`. */
  | { kind: 'failed' }
  /** The session timed out: its modal is open. */
  | { kind: 'stopped' };

export type PrefillOutcome = { kind: 'form'; prefill: CareInfoCollectionPrefill } | LinkRefusal;
export type PublishOutcome =
  | { kind: 'sent' }
  | { kind: 'fieldErrors'; errors: InfoCollectionErrors }
  | LinkRefusal;

export type Services = Pick<AppServices, 'careRequester' | 'errors'>;

const INVALID_LINK_CODES = new Set([
  'INFO_COLLECTION_LINK_INVALID',
  'INFO_COLLECTION_CONVERSATION_MISMATCH',
]);

/** The server's field errors, named by field (its rules are the form's; a backstop). */
function fieldErrorsOf(failure: Failure): InfoCollectionErrors {
  const errors: InfoCollectionErrors = {};
  for (const { fieldName, errorCode } of failure.fieldErrors) {
    if (!fieldName || !isInfoCollectionField(fieldName)) continue;
    errors[fieldName] = isFieldErrorCode(errorCode) ? errorCode : FIELD_ERROR_CODES.INVALID;
  }
  return errors;
}

/**
 * The failures both calls share. The page shows its own refusals, so the global handler is
 * skipped; each failure is still tracked, and a timeout still opens the timeout modal.
 */
function refusalOf(services: Services, failure: Failure): LinkRefusal {
  reportFailure(services.errors, failure, { name: 'info collection', serverFault: 'stay' });
  if (failure.kind === 'sessionTimedOut') return { kind: 'stopped' };
  if (INVALID_LINK_CODES.has(failure.code)) return { kind: 'invalid' };
  if (failure.code === 'INFO_COLLECTION_ALREADY_SUBMITTED') return { kind: 'answered' };
  if (failure.kind === 'rateLimited') return { kind: 'tooMany' };
  // A token the request schema refuses (too long, empty) is no link of ours either.
  if (failure.kind === 'refused') return { kind: 'invalid' };
  return { kind: 'failed' };
}

/** `POST /services/account/token/branded-data-collection`. */
export async function loadPrefill(services: Services, token: string): Promise<PrefillOutcome> {
  try {
    const prefill = await careCallsFor(
      services.careRequester,
      infoCollectionCalls,
    ).getInfoCollectionPrefill(token, {
      skipGlobalHandler: true,
    });
    return { kind: 'form', prefill };
  } catch (error) {
    return refusalOf(services, failureOf(error));
  }
}

/** `POST /services/apigateway/branded-data-collection/publish`. */
export async function publishAnswers(
  services: Services,
  request: CareInfoCollectionPublishRequest,
): Promise<PublishOutcome> {
  try {
    await careCallsFor(services.careRequester, infoCollectionCalls).publishInfoCollection(request, {
      skipGlobalHandler: true,
    });
    return { kind: 'sent' };
  } catch (error) {
    const failure = failureOf(error);
    if (failure.kind === 'refused') {
      const errors = fieldErrorsOf(failure);
      if (Object.keys(errors).length > 0) return { kind: 'fieldErrors', errors };
    }
    return refusalOf(services, failure);
  }
}
