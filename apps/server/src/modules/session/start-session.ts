import type { ServiceTokenLifetimes } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type StoredLocation, sessionFamilies, sessions } from '../../db/schema/index.ts';
import type { FamilySessionType } from '../../platform/auth/service-session.ts';
import { newId } from '../../platform/ids.ts';
import { newEntitlementHash } from './credentials.ts';
import { type IssuedSession, issueTokenPair, sessionView } from './session-tokens.ts';

export type SessionStart = {
  sessionType: FamilySessionType;
  identityId: string | null;
  deviceId: string;
  location: StoredLocation | null;
};

/** Opens a new family and its first token pair (anonymous start, sign-in, device sign-in). */
export async function startSessionFamily(
  db: Db,
  start: SessionStart,
  now: Date,
  lifetimes: ServiceTokenLifetimes,
): Promise<IssuedSession> {
  const family = {
    id: newId('sessionFamily', now),
    sessionType: start.sessionType,
    identityId: start.identityId,
    deviceId: start.deviceId,
    entitlementHash: newEntitlementHash(),
    convergenceToken: null,
    location: start.location,
    createdAt: now,
  };
  const issued = issueTokenPair(family.id, now, lifetimes);
  await db.transaction(async (tx) => {
    await tx.insert(sessionFamilies).values(family);
    await tx.insert(sessions).values(issued.row);
  });
  return {
    session: sessionView(family, issued),
    familyId: family.id,
    identityId: family.identityId,
  };
}
