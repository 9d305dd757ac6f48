import type { Session } from '@orbit/domain';
import type { ServiceTokenLifetimes } from '../../config.ts';
import type { SessionFamilyRow } from '../../db/schema/index.ts';
import type { sessions } from '../../db/schema/sessions.ts';
import type { FamilySessionType } from '../../platform/auth/service-session.ts';
import { newId } from '../../platform/ids.ts';
import { hashCredential, newCredential } from './credentials.ts';

export type IssuedTokens = {
  row: typeof sessions.$inferInsert;
  accessToken: string;
  refreshToken: string;
};

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);

/** A new access/refresh pair for a family: the plain tokens go to the caller, the row keeps hashes. */
export function issueTokenPair(
  familyId: string,
  now: Date,
  lifetimes: Pick<ServiceTokenLifetimes, 'accessTokenSeconds' | 'refreshTokenSeconds'>,
): IssuedTokens {
  const accessToken = newCredential('accessToken');
  const refreshToken = newCredential('refreshToken');
  return {
    accessToken,
    refreshToken,
    row: {
      id: newId('session', now),
      familyId,
      accessTokenId: newId('accessToken', now),
      accessTokenHash: hashCredential(accessToken),
      accessTokenExpiresAt: addSeconds(now, lifetimes.accessTokenSeconds),
      refreshTokenHash: hashCredential(refreshToken),
      refreshTokenExpiresAt: addSeconds(now, lifetimes.refreshTokenSeconds),
      createdAt: now,
    },
  };
}

/** A session just issued, with the family it belongs to (the routes put it in cookies). */
export type IssuedSession = { session: Session; familyId: string; identityId: string | null };

type FamilyView = Pick<
  SessionFamilyRow,
  'sessionType' | 'entitlementHash' | 'location' | 'convergenceToken'
>;

/** The `Session` a caller receives: the family's facts plus the pair just issued. */
export function sessionView(family: FamilyView, issued: IssuedTokens): Session {
  const session: Session = {
    sessionType: family.sessionType as FamilySessionType,
    accessToken: issued.accessToken,
    accessTokenId: issued.row.accessTokenId,
    refreshToken: issued.refreshToken,
    accessTokenExpiresAt: issued.row.accessTokenExpiresAt.toISOString(),
    refreshTokenExpiresAt: issued.row.refreshTokenExpiresAt.toISOString(),
    entitlementHash: family.entitlementHash,
    location: family.location ?? null,
  };
  // Still pending after this call: the client must come back with it on its next refresh.
  if (family.convergenceToken) session.convergenceToken = family.convergenceToken;
  return session;
}
