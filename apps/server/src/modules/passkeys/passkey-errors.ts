import { AppError } from '../../platform/errors/app-error.ts';

/** The refusals of the passkey capability. Reasons are for the log and never hold a credential. */

export function passkeysDisabled(reason = 'Passkeys are turned off'): AppError {
  return new AppError('PASSKEY_DISABLED', reason, {
    publicDescription: 'Passkeys are not enabled.',
  });
}

export function passkeysNotOnThisHost(): AppError {
  return new AppError('PASSKEY_DISABLED', 'Request host is not an allowed RP ID', {
    publicDescription: 'Passkeys are not enabled on this host.',
  });
}

export function challengeInvalid(): AppError {
  return new AppError('PASSKEY_CHALLENGE_INVALID', 'Passkey start grant unusable');
}

export function verificationFailed(reason: string, cause?: unknown): AppError {
  return new AppError('PASSKEY_VERIFICATION_FAILED', `Passkey not verified: ${reason}`, {
    ...(cause === undefined ? {} : { cause }),
  });
}

export function passkeyNotFound(): AppError {
  return new AppError('PASSKEY_NOT_FOUND', 'Credential id not registered');
}

export function passkeyAlreadyRegistered(): AppError {
  return new AppError('PASSKEY_ALREADY_REGISTERED', 'Credential id already registered');
}
