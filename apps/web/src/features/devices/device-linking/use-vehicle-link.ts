import { isVehicleMagicLinkId, VEHICLE_MAGIC_LINK_QUERY_PARAM } from '@orbit/domain';
import {
  createVehicleLinkClient,
  createVehicleOrchestrationClient,
  type VehicleLinkClient,
  type VehicleOrchestrationClient,
} from '@orbit/sdk';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { failureOf } from '../../../shared/errors/index.ts';
import {
  type OrbitSessionHandle,
  useOrbitSession,
} from '../../../shared/services/use-orbit-session.ts';
import { vehicleLinkGrants } from './vehicle-link-grant-store.ts';

/** The failures that end the link: a new one must be asked for (the page says which). */
export const LINK_PROBLEM_CODES = [
  'MAGIC_LINK_NOT_FOUND',
  'MAGIC_LINK_EXPIRED',
  'MAGIC_LINK_ALREADY_USED',
  'INVALID_MAGIC_LINK_GRANT',
] as const;
export type LinkProblemCode = (typeof LINK_PROBLEM_CODES)[number];

export function linkProblemOf(error: unknown): LinkProblemCode | undefined {
  const { code } = failureOf(error);
  return LINK_PROBLEM_CODES.find((problem) => problem === code);
}

/** The query key prefix of a link's vehicle state (read again once the trial is claimed). */
export const VEHICLE_STATE_KEY = ['vehicle-link', 'state'] as const;

export interface VehicleLinkCalls {
  links: VehicleLinkClient;
  orchestration: VehicleOrchestrationClient;
}

/** The link id of the page's `ml` parameter, when it has the shape of one. */
export function useMagicLinkId(): string | undefined {
  const { search } = useLocation();
  const id = new URLSearchParams(search).get(VEHICLE_MAGIC_LINK_QUERY_PARAM) ?? '';
  return isVehicleMagicLinkId(id) ? id : undefined;
}

/**
 * A vehicle's link opened on this page: redeemed once for its grant (kept for the tab), then the
 * vehicle with its trial (`detailed-state-handoff`) and what the link's email allows (SAL status).
 * A sign-in or sign-out reads the state and status again (the query cache is dropped); the grant
 * stays, since it is not tied to a session.
 */
export function useVehicleLink(magicLinkId: string) {
  const session = useOrbitSession();
  const calls = useVehicleLinkCalls(session);
  const { ensureStarted } = session;
  const grant = useQuery({
    queryKey: ['vehicle-link', 'grant', magicLinkId],
    queryFn: async () => {
      const kept = vehicleLinkGrants.read(magicLinkId);
      if (kept) return kept;
      await ensureStarted();
      const redeemed = await calls.links.redeem(magicLinkId);
      vehicleLinkGrants.keep(magicLinkId, redeemed);
      return redeemed;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  const magicLinkGrant = grant.data?.magicLinkGrant;
  const vehicle = useQuery({
    queryKey: [...VEHICLE_STATE_KEY, magicLinkGrant],
    queryFn: async ({ signal }) => {
      await ensureStarted();
      return calls.orchestration.detailedStateOfHandoff(magicLinkGrant ?? '', { signal });
    },
    enabled: magicLinkGrant !== undefined,
    staleTime: 60_000,
  });
  const salStatus = useQuery({
    queryKey: ['vehicle-link', 'sal-status', magicLinkGrant],
    queryFn: async () => {
      await ensureStarted();
      return calls.links.salStatus(magicLinkGrant ?? '');
    },
    enabled: magicLinkGrant !== undefined,
    staleTime: 60_000,
  });
  const failed = grant.error ?? vehicle.error ?? salStatus.error;
  const problem = failed ? linkProblemOf(failed) : undefined;
  // A grant the server no longer knows was kept too long: the next visit must not present it.
  if (problem === 'INVALID_MAGIC_LINK_GRANT') vehicleLinkGrants.forget(magicLinkId);
  return { session, calls, grant, vehicle, salStatus, problem };
}

export function useVehicleLinkCalls(session: Pick<OrbitSessionHandle, 'sdk'>): VehicleLinkCalls {
  const { sdk } = session;
  return useMemo(
    () => ({
      links: createVehicleLinkClient({ caller: sdk.caller, session: sdk.session }),
      orchestration: createVehicleOrchestrationClient({ caller: sdk.caller }),
    }),
    [sdk],
  );
}
