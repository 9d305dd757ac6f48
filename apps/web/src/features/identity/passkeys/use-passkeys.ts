import { createPasskeyClient, type PasskeyClient } from '@orbit/sdk';
import { useEffect, useMemo } from 'react';
import { failureOf } from '../../../shared/errors/index.ts';
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

/** The message of each failure code a passkey call may end with: the prompt's, the server's. */
const PASSKEY_MESSAGES: Readonly<Record<string, string>> = {
  'previously-registered': 'passkey.error.previouslyRegistered',
  'not-supported': 'passkey.error.notSupported',
  'invalid-rp-id-or-domain': 'passkey.error.invalidDomain',
  'no-supported-algorithm': 'passkey.error.noAlgorithm',
  PASSKEY_DISABLED: 'passkey.error.disabled',
  PASSKEY_NOT_FOUND: 'passkey.error.notFound',
  PASSKEY_ALREADY_REGISTERED: 'passkey.error.previouslyRegistered',
};

/** What to tell the person about a failed passkey call; a closed prompt is theirs to close. */
export function passkeyFailureOf(error: unknown): PasskeyFailure {
  const failure = failureOf(error);
  if (failure.kind === 'cancelled' && failure.source === 'device') return { kind: 'denied' };
  return { kind: 'error', messageId: PASSKEY_MESSAGES[failure.code] ?? 'passkey.error.generic' };
}
