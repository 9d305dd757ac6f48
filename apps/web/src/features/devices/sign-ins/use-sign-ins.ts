import { createSignInsClient, type SignInsClient } from '@orbit/sdk';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  type OrbitSessionHandle,
  useOrbitSession,
} from '../../../shared/services/use-orbit-session.ts';

/** Every query of the page starts with this key: a change refetches them all. */
export const SIGN_INS_KEY = ['sign-ins'] as const;

/** The page's reads: connected devices and browsers, linked services, passkeys. */
export function signInsQueries(client: SignInsClient, ensureStarted: () => Promise<unknown>) {
  const read =
    <T>(call: () => Promise<T>) =>
    async () => {
      await ensureStarted();
      return call();
    };
  return {
    devices: queryOptions({
      queryKey: [...SIGN_INS_KEY, 'devices'],
      queryFn: read(() => client.connectedDevices()),
    }),
    services: queryOptions({
      queryKey: [...SIGN_INS_KEY, 'services'],
      queryFn: read(() => client.linkedServices()),
    }),
    passkeys: queryOptions({
      queryKey: [...SIGN_INS_KEY, 'passkeys'],
      queryFn: read(() => client.passkeys()),
    }),
  };
}

/** The devices and sign-ins client on the app's SDK, its queries, and the signed-in state. */
export function useSignIns(): OrbitSessionHandle & {
  client: SignInsClient;
  queries: ReturnType<typeof signInsQueries>;
  /** After a change: every list is read again. */
  refresh(): Promise<void>;
} {
  const session = useOrbitSession();
  const { sdk, ensureStarted } = session;
  const queryClient = useQueryClient();
  const client = useMemo(() => createSignInsClient(sdk), [sdk]);
  const queries = useMemo(() => signInsQueries(client, ensureStarted), [client, ensureStarted]);
  return {
    ...session,
    client,
    queries,
    refresh: () => queryClient.invalidateQueries({ queryKey: SIGN_INS_KEY }),
  };
}
