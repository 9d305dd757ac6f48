import { createIdentityClient, type IdentityClient } from '@orbit/sdk';
import { useMemo } from 'react';
import {
  type OrbitSessionHandle,
  useOrbitSession,
} from '../../shared/services/use-orbit-session.ts';

/** The identity client on the app's SDK, plus the signed-in state. Starts the SDK on first use. */
export function useIdentity(): OrbitSessionHandle & {
  identity: IdentityClient;
  /** Starts the SDK if needed, then runs `action` with the identity client. */
  run<T>(action: (identity: IdentityClient) => Promise<T>): Promise<T>;
} {
  const session = useOrbitSession();
  const { sdk, ensureStarted } = session;
  const identity = useMemo(() => createIdentityClient(sdk), [sdk]);
  const run = useMemo(
    () =>
      async <T>(action: (client: IdentityClient) => Promise<T>) => {
        await ensureStarted();
        return action(identity);
      },
    [ensureStarted, identity],
  );
  return { ...session, identity, run };
}
