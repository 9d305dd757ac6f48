import {
  createPasskeyClient,
  isGenericError,
  isPasskeyCeremonyError,
  isServiceError,
  type PasskeyClient,
} from '@orbit/sdk';
import { useEffect, useMemo } from 'react';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import {
  type OrbitSessionHandle,
  useOrbitSession,
} from '../../../shared/services/use-orbit-session.ts';

/**
 * The passkey client on the app's SDK, plus the signed-in state. Prompt events (shown, accepted,
 * denied, notShown) go to analytics as `passkeyPrompt` events.
 */
export function usePasskeys(
  options: { start?: boolean } = {},
): OrbitSessionHandle & { passkeys: PasskeyClient } {
  const session = useOrbitSession(options);
  const { dataLayer } = useAppServices();
  const passkeys = useMemo(() => createPasskeyClient(session.sdk), [session.sdk]);
  useEffect(
    () =>
      passkeys.onPromptEvent((event) =>
        dataLayer.push('passkeyPrompt', {
          passkeyPrompt: {
            status: event.type,
            ceremony: event.ceremony,
            ...(event.reason ? { reason: event.reason } : {}),
          },
        }),
      ),
    [passkeys, dataLayer],
  );
  return { ...session, passkeys };
}

export type PasskeyFailure = { kind: 'denied' } | { kind: 'error'; messageId: string };

/** What to tell the person about a failed passkey call. */
export function passkeyFailureOf(error: unknown): PasskeyFailure {
  if (isPasskeyCeremonyError(error)) {
    switch (error.ceremonyCode) {
      case 'aborted':
        return { kind: 'denied' };
      case 'previously-registered':
        return { kind: 'error', messageId: 'passkey.error.previouslyRegistered' };
      case 'not-supported':
        return { kind: 'error', messageId: 'passkey.error.notSupported' };
      case 'invalid-rp-id-or-domain':
        return { kind: 'error', messageId: 'passkey.error.invalidDomain' };
      case 'no-supported-algorithm':
        return { kind: 'error', messageId: 'passkey.error.noAlgorithm' };
      default:
        return { kind: 'error', messageId: 'passkey.error.generic' };
    }
  }
  if (isGenericError(error) && error.code === 'PASSKEY_DISABLED') {
    return { kind: 'error', messageId: 'passkey.error.disabled' };
  }
  if (isServiceError(error) && error.code === 'PASSKEY_NOT_FOUND') {
    return { kind: 'error', messageId: 'passkey.error.notFound' };
  }
  if (isServiceError(error) && error.code === 'PASSKEY_ALREADY_REGISTERED') {
    return { kind: 'error', messageId: 'passkey.error.previouslyRegistered' };
  }
  return { kind: 'error', messageId: 'passkey.error.generic' };
}
