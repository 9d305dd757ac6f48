import { randomUUID } from 'node:crypto';
import {
  b2bTrialClaimedSchema,
  salStatusResponseSchema,
  serviceErrorBodySchema,
  vehicleMagicLinkGrantSchema,
} from '@orbit/domain';
import { expect } from 'vitest';
import { VEHICLE_LINK_DEMO } from '../../../db/seed/vehicle-magic-links.ts';
import type { App } from '../../../platform/http/app-instance.ts';
import { insertIdentity } from '../../../testing/identities.ts';
import { bearer, signIn, startAnonymousSession } from '../../../testing/service-sessions.ts';
import { orchestrationSetUp } from '../orchestration/orchestration.testing.ts';

export const L = VEHICLE_LINK_DEMO;

/** A caller with a session; every POST carries a fresh Idempotency-Key, as the SDK sends one. */
function callerOn(app: App, headers: Record<string, string>) {
  return (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: method === 'POST' ? { ...headers, 'idempotency-key': randomUUID() } : headers,
      remoteAddress: '203.0.113.81',
      ...(payload === undefined ? {} : { payload }),
    });
}
export type LinkCall = ReturnType<typeof callerOn>;

export function refusalOf(response: { statusCode: number; json(): unknown }): string {
  return `${response.statusCode} ${serviceErrorBodySchema.parse(response.json()).code}`;
}

/**
 * The app on the seeded demo (the orchestration kit: its clock at the seed's), with callers
 * (anonymous, a demo identity, a new identity) and the link calls: a fresh link minted for a
 * radio through the car's own path, redeemed for its grant, and the calls that take the grant.
 */
export async function vehicleLinkSetUp(options: { ownDatabase?: boolean } = {}) {
  const kit = await orchestrationSetUp(options);
  const { app } = kit;
  const anonymous = async () => callerOn(app, bearer((await startAnonymousSession(app)).session));
  const signedInAs = async (identityId: string) =>
    callerOn(app, bearer((await signIn(kit, identityId)).session));
  const newIdentity = async (handle: string, country: 'us' | 'ca' = 'us') => {
    const identity = await insertIdentity(kit, { handle, country });
    return { identity, call: await signedInAs(identity.id) };
  };

  const mintLink = async (radioId: string) => {
    const response = await app.inject({
      method: 'GET',
      url: `/dev/vehicle-magic-link?radioId=${radioId}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { magicLinkId: string }).magicLinkId;
  };
  const redeem = (call: LinkCall, magicLinkId: string) =>
    call('POST', `/magic-link/v1/vehicle/redeem/${magicLinkId}`);
  const grantOf = async (call: LinkCall, magicLinkId: string) => {
    const response = await redeem(call, magicLinkId);
    expect(response.statusCode, response.body).toBe(200);
    return vehicleMagicLinkGrantSchema.parse(response.json()).magicLinkGrant;
  };
  /** A fresh link for the radio, redeemed by `call`: its grant. */
  const grantFor = async (call: LinkCall, radioId: string) =>
    grantOf(call, await mintLink(radioId));
  const salStatus = (call: LinkCall, grant: string) =>
    call('GET', `/identity/v1/sal/status?magicLinkGrant=${encodeURIComponent(grant)}`);
  const statusOf = async (call: LinkCall, grant: string) => {
    const response = await salStatus(call, grant);
    expect(response.statusCode, response.body).toBe(200);
    return salStatusResponseSchema.parse(response.json());
  };
  const claim = (call: LinkCall, grant: string) =>
    call('POST', '/identity/v1/b2btrial/claim', { magicLinkGrant: grant });
  const claimed = async (call: LinkCall, grant: string) => {
    const response = await claim(call, grant);
    expect(response.statusCode, response.body).toBe(200);
    return b2bTrialClaimedSchema.parse(response.json());
  };
  return {
    ...kit,
    anonymous,
    signedInAs,
    newIdentity,
    mintLink,
    redeem,
    grantOf,
    grantFor,
    salStatus,
    statusOf,
    claim,
    claimed,
  };
}
