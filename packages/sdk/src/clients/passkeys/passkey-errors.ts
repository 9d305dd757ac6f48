import { type GenericError, genericError, isServiceError } from '../../http/sdk-errors.ts';

/** Spec 001 §8: what the SDK says when the passkey domain is missing or its endpoints disabled. */
export const PASSKEY_DISABLED = 'could not find the supplied domain config or Passkey Disabled';

/**
 * Stable codes for what went wrong in the browser's credential ceremony (spec 001 §8), read
 * from the DOMException the browser raised:
 * NotAllowedError / AbortError → aborted (the person cancelled, or the prompt timed out);
 * InvalidStateError → previously-registered (this authenticator already holds one of ours);
 * SecurityError → invalid-rp-id-or-domain; NotSupportedError → no-supported-algorithm.
 */
export const PASSKEY_CEREMONY_CODES = {
  aborted: 'aborted',
  previouslyRegistered: 'previously-registered',
  invalidRpIdOrDomain: 'invalid-rp-id-or-domain',
  noSupportedAlgorithm: 'no-supported-algorithm',
  /** This browser has no WebAuthn. */
  notSupported: 'not-supported',
  unknown: 'unknown',
} as const;
export type PasskeyCeremonyCode =
  (typeof PASSKEY_CEREMONY_CODES)[keyof typeof PASSKEY_CEREMONY_CODES];

/** A failed ceremony: a generic SDK error whose code is `PASSKEY_<CEREMONY CODE>`. */
export interface PasskeyCeremonyError extends GenericError {
  readonly ceremonyCode: PasskeyCeremonyCode;
}

const BY_NAME: Record<string, PasskeyCeremonyCode> = {
  NotAllowedError: 'aborted',
  AbortError: 'aborted',
  InvalidStateError: 'previously-registered',
  SecurityError: 'invalid-rp-id-or-domain',
  NotSupportedError: 'no-supported-algorithm',
};

export function ceremonyCodeOf(error: unknown): PasskeyCeremonyCode {
  const name = (error as { name?: unknown } | null)?.name;
  return (typeof name === 'string' && BY_NAME[name]) || 'unknown';
}

export function ceremonyError(code: PasskeyCeremonyCode, cause?: unknown): PasskeyCeremonyError {
  const error = genericError(
    `passkey ceremony failed: ${code}`,
    `PASSKEY_${code.toUpperCase().replace(/-/g, '_')}`,
    cause,
  );
  return Object.assign(error, { ceremonyCode: code });
}

export function isPasskeyCeremonyError(value: unknown): value is PasskeyCeremonyError {
  return typeof (value as { ceremonyCode?: unknown } | null)?.ceremonyCode === 'string';
}

export function passkeyDisabledError(cause?: unknown): GenericError {
  return genericError(PASSKEY_DISABLED, 'PASSKEY_DISABLED', cause);
}

/** The server's PASSKEY_DISABLED becomes the SDK's message, like a disabled endpoint. */
export function asPasskeyDisabled(error: unknown): unknown {
  return isServiceError(error) && error.code === 'PASSKEY_DISABLED'
    ? passkeyDisabledError(error)
    : error;
}
