import {
  DEVICE_AUTHORIZATION_LIMITS,
  type DeviceAuthorizationDecision,
  type DeviceAuthorizationFlow,
  type DeviceAuthorizationGrant,
  type DeviceAuthorizationResponse,
  formatUserCode,
  normaliseUserCode,
  USER_CODE_LENGTH,
} from '@orbit/domain';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { deviceAuthorizations, devices } from '../../db/schema/index.ts';
import type { Clock } from '../../platform/clock.ts';
import { newId } from '../../platform/ids.ts';
import { hashCredential, issueSignInGrant, newCredential } from '../session/index.ts';
import {
  accessDenied,
  authorizationPending,
  expiredToken,
  invalidDeviceCode,
  slowDown,
  userCodeExpired,
  userCodeInvalid,
} from './device-authorization-errors.ts';
import { lookupOf, newUserCode, userCodeHash } from './user-codes.ts';

export type DeviceAuthorizationDeps = { db: Db; clock: Clock; config: AppConfig };

/** Where the customer types the code: the web page of the flow. */
export const VERIFICATION_PATHS: Record<DeviceAuthorizationFlow, string> = {
  tv: '/subscribe/linking/tv',
  car: '/subscribe/linking/tv',
  speaker: '/subscribe/linking/speaker',
};

/**
 * A new request for the device holding the grant (RFC 8628 §3.2). The first half of the user
 * code is unique among live requests, so a typed code finds at most one request.
 */
export async function generateDeviceCode(
  deps: DeviceAuthorizationDeps,
  request: { deviceId: string; flow: DeviceAuthorizationFlow; origin: string },
): Promise<DeviceAuthorizationResponse> {
  const now = deps.clock();
  const { codeTtlSeconds, pollIntervalSeconds } = deps.config.deviceAuthorization;
  let userCode = newUserCode();
  for (let tries = 0; tries < 10; tries += 1) {
    const [clash] = await deps.db
      .select({ id: deviceAuthorizations.id })
      .from(deviceAuthorizations)
      .where(
        and(
          eq(deviceAuthorizations.userCodeLookup, lookupOf(userCode)),
          gt(deviceAuthorizations.expiresAt, now),
        ),
      )
      .limit(1);
    if (!clash) break;
    userCode = newUserCode();
  }
  const deviceCode = newCredential('deviceCode');
  await deps.db.insert(deviceAuthorizations).values({
    id: newId('deviceAuthorization', now),
    deviceCodeHash: hashCredential(deviceCode),
    userCodeLookup: lookupOf(userCode),
    userCodeHash: userCodeHash(userCode),
    flow: request.flow,
    deviceId: request.deviceId,
    status: 'pending',
    identityId: null,
    wrongGuesses: 0,
    intervalSeconds: pollIntervalSeconds,
    lastPolledAt: null,
    decidedAt: null,
    createdAt: now,
    expiresAt: new Date(now.getTime() + codeTtlSeconds * 1000),
  });
  const shown = formatUserCode(userCode);
  const verificationUri = `${request.origin}${VERIFICATION_PATHS[request.flow]}`;
  return {
    device_code: deviceCode,
    user_code: shown,
    verification_uri: verificationUri,
    verification_uri_complete: `${verificationUri}?code=${shown}`,
    expires_in: codeTtlSeconds,
    interval: pollIntervalSeconds,
    flow: request.flow,
  };
}

/**
 * The live request a typed code names, read for update in `tx`. A wrong second half counts
 * against the request the first half names: the fifth wrong guess kills it (the device then
 * gets access_denied). The refusal is returned, not thrown, so the counted guess commits.
 */
async function requestOfCode(tx: Db, code: string, now: Date) {
  const candidates = await tx
    .select()
    .from(deviceAuthorizations)
    .where(eq(deviceAuthorizations.userCodeLookup, lookupOf(code)))
    .orderBy(desc(deviceAuthorizations.createdAt))
    .limit(20)
    .for('update');
  const hash = userCodeHash(code);
  const match = candidates.find((row) => row.userCodeHash === hash);
  if (match) return match;
  const live = candidates.find((row) => row.status === 'pending' && row.expiresAt > now);
  if (live) {
    await tx
      .update(deviceAuthorizations)
      .set({
        wrongGuesses: sql`${deviceAuthorizations.wrongGuesses} + 1`,
        status: sql`case when ${deviceAuthorizations.wrongGuesses} + 1 >= ${DEVICE_AUTHORIZATION_LIMITS.maxWrongGuessesPerCode} then 'dead' else ${deviceAuthorizations.status} end`,
      })
      .where(eq(deviceAuthorizations.id, live.id));
  }
  return userCodeInvalid(live ? 'wrong second half of a live code' : 'no such code');
}

/**
 * Whether a typed TV or car code is one a device is showing now (onboarding's 10-foot
 * `validate-code`): the code as shown and its expiry. The same guess counting as approving it,
 * so checking first gives a guesser nothing more.
 */
export async function inspectUserCode(
  deps: DeviceAuthorizationDeps,
  typed: string,
): Promise<{ userCode: string; expiresAt: Date }> {
  const code = normaliseUserCode(typed);
  if (code.length !== USER_CODE_LENGTH) throw userCodeInvalid('not eight letters of the alphabet');
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx) => {
    const match = await requestOfCode(tx, code, now);
    if (match instanceof Error) return match;
    if (match.flow === 'speaker') return userCodeInvalid('a speaker code at user-codes');
    if (match.status !== 'pending') return userCodeExpired(`status ${match.status}`);
    if (match.expiresAt <= now) return userCodeExpired('expired');
    return { userCode: formatUserCode(code), expiresAt: match.expiresAt };
  });
  if (outcome instanceof Error) throw outcome;
  return outcome;
}

/**
 * A signed-in customer approves (or denies) the code they read on the device. `user-codes`
 * take TV and car codes, `link-codes` speaker codes; approving a link code also makes the
 * speaker a device of the identity. A wrong second half counts as `requestOfCode` says.
 */
export async function decideUserCode(
  deps: DeviceAuthorizationDeps,
  request: { typed: string; identityId: string; deny: boolean; kind: 'user-code' | 'link-code' },
): Promise<DeviceAuthorizationDecision> {
  const code = normaliseUserCode(request.typed);
  if (code.length !== USER_CODE_LENGTH) throw userCodeInvalid('not eight letters of the alphabet');
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx) => {
    const match = await requestOfCode(tx, code, now);
    // Returned, not thrown: the counted guess must commit.
    if (match instanceof Error) return match;
    const wantsLink = match.flow === 'speaker';
    if (wantsLink !== (request.kind === 'link-code')) {
      throw userCodeInvalid(`a ${match.flow} code at ${request.kind}s/authorize`);
    }
    if (match.status !== 'pending') throw userCodeExpired(`status ${match.status}`);
    if (match.expiresAt <= now) throw userCodeExpired('expired');
    const approved = !request.deny;
    await tx
      .update(deviceAuthorizations)
      .set({
        status: approved ? 'approved' : 'denied',
        identityId: approved ? request.identityId : null,
        decidedAt: now,
      })
      .where(eq(deviceAuthorizations.id, match.id));
    if (approved && wantsLink) {
      await tx
        .update(devices)
        .set({ identityId: request.identityId, registeredAt: now })
        .where(eq(devices.id, match.deviceId));
    }
    return {
      status: approved ? 'APPROVED' : 'DENIED',
      flow: match.flow as DeviceAuthorizationFlow,
      deviceId: wantsLink && approved ? match.deviceId : null,
    } satisfies DeviceAuthorizationDecision;
  });
  if (outcome instanceof Error) throw outcome;
  return outcome;
}

/**
 * The device's poll (RFC 8628 §3.4–3.5): pending, slow_down (polled before the interval: the
 * interval grows by 5 s), expired_token, access_denied, or — once approved — a single
 * `device-authorization` grant for session/v1/sessions/device. Only the device that asked may poll.
 */
export async function pollDeviceCode(
  deps: DeviceAuthorizationDeps,
  request: { deviceCode: string; deviceId: string },
): Promise<DeviceAuthorizationGrant> {
  const now = deps.clock();
  const outcome = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(deviceAuthorizations)
      .where(eq(deviceAuthorizations.deviceCodeHash, hashCredential(request.deviceCode)))
      .for('update');
    if (!row || row.deviceId !== request.deviceId) return invalidDeviceCode('unknown');
    if (row.status === 'redeemed') return invalidDeviceCode('already redeemed');
    if (row.expiresAt <= now) return expiredToken();
    if (row.status === 'denied' || row.status === 'dead') return accessDenied();
    if (row.status === 'approved' && row.identityId) {
      await tx
        .update(deviceAuthorizations)
        .set({ status: 'redeemed', lastPolledAt: now })
        .where(eq(deviceAuthorizations.id, row.id));
      const { grant, expiresAt } = await issueSignInGrant(
        tx,
        {
          identityId: row.identityId,
          kind: 'device-authorization',
          ttlSeconds: deps.config.serviceTokens.signInGrantSeconds,
        },
        () => now,
      );
      return {
        identityId: row.identityId,
        grant,
        grantExpiresAt: expiresAt.toISOString(),
      } satisfies DeviceAuthorizationGrant;
    }
    const tooSoon =
      row.lastPolledAt !== null &&
      now.getTime() - row.lastPolledAt.getTime() < row.intervalSeconds * 1000;
    const interval = tooSoon
      ? row.intervalSeconds + DEVICE_AUTHORIZATION_LIMITS.slowDownStepSeconds
      : row.intervalSeconds;
    await tx
      .update(deviceAuthorizations)
      .set({ lastPolledAt: now, intervalSeconds: interval })
      .where(eq(deviceAuthorizations.id, row.id));
    return tooSoon ? slowDown(interval) : authorizationPending(interval);
  });
  // Refusals are thrown after the transaction so the poll's bookkeeping commits.
  if (outcome instanceof Error) throw outcome;
  return outcome;
}
