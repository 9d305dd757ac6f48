import type { CareSessionRow } from '../../db/schema/index.ts';
import type { Clock } from '../clock.ts';
import { newId } from '../ids.ts';
import { hashSessionSecret, newSessionSecret } from './session-secret.ts';
import type { CareSessionStore } from './session-store.ts';

export type CareSession = {
  /** Public reference (`cs_…`), reported as sessionInfo.id; never the secret. */
  id: string;
  createdAt: Date;
  lastSeenAt: Date;
  /** When the session ends if nothing happens: the earlier of the idle and absolute expiries. */
  expiresAt: Date;
  /** Who signed in on this session (`authenticate/login`); null for a visitor. */
  identityId: string | null;
  signedInAt: Date | null;
  /** The service session family this sign-in came from (ADR 023); null for `authenticate/login`. */
  serviceFamilyId: string | null;
};

export type SessionTimeouts = { idleTimeoutSeconds: number; absoluteTimeoutSeconds: number };

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
const earlier = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

function viewOf(row: CareSessionRow): CareSession {
  return {
    id: row.id,
    createdAt: row.createdAt,
    lastSeenAt: row.lastSeenAt,
    expiresAt: earlier(row.idleExpiresAt, row.absoluteExpiresAt),
    identityId: row.identityId,
    signedInAt: row.signedInAt,
    serviceFamilyId: row.serviceFamilyId,
  };
}

/**
 * Care session rules: a session ends after `idleTimeoutSeconds` without use, and in any case
 * `absoluteTimeoutSeconds` after it began. Using a live session pushes its idle expiry forward.
 */
export function createCareSessionService(deps: {
  store: CareSessionStore;
  clock: Clock;
  timeouts: SessionTimeouts;
}) {
  const { store, clock, timeouts } = deps;

  /** The live session behind a secret, or undefined; an expired one is deleted on the way. */
  async function findLive(secret: string | undefined) {
    if (!secret) return undefined;
    const row = await store.findBySecretHash(hashSessionSecret(secret));
    if (!row) return undefined;
    const now = clock();
    const expiresAt = earlier(row.idleExpiresAt, row.absoluteExpiresAt);
    if (now.getTime() >= expiresAt.getTime()) {
      await store.remove(row.id);
      return undefined;
    }
    return { row, now };
  }

  /** A new session row and its secret, not yet stored. */
  function fresh(identityId: string | null, serviceFamilyId: string | null = null) {
    const now = clock();
    const secret = newSessionSecret();
    const row: CareSessionRow = {
      id: newId('careSession', now),
      secretHash: hashSessionSecret(secret),
      createdAt: now,
      lastSeenAt: now,
      idleExpiresAt: addSeconds(now, timeouts.idleTimeoutSeconds),
      absoluteExpiresAt: addSeconds(now, timeouts.absoluteTimeoutSeconds),
      identityId,
      signedInAt: identityId ? now : null,
      serviceFamilyId,
    };
    return { row, secret, session: viewOf(row) };
  }

  return {
    /** Starts a session; the secret goes to the cookie and is not kept anywhere. */
    async start(): Promise<{ session: CareSession; secret: string }> {
      const { row, secret, session } = fresh(null);
      await store.insert(row);
      return { session, secret };
    },

    /**
     * Signing in replaces the session: a new id and secret bound to the identity, the old one
     * deleted in the same transaction. A session id planted in the browser before sign-in
     * (session fixation) is worthless after it.
     */
    async signIn(
      previous: CareSession,
      identityId: string,
    ): Promise<{ session: CareSession; secret: string }> {
      const { row, secret, session } = fresh(identityId);
      await store.replace(previous.id, row);
      return { session, secret };
    },

    /**
     * The same browser signed in through the service layer (ADR 023): the care session takes that
     * identity for as long as the service family lives. Like `signIn`, it gets a new id and
     * secret; undefined when it is already linked to that family.
     */
    async linkServiceSession(
      previous: CareSession,
      identityId: string,
      serviceFamilyId: string,
    ): Promise<{ session: CareSession; secret: string } | undefined> {
      if (previous.identityId === identityId && previous.serviceFamilyId === serviceFamilyId) {
        return undefined;
      }
      const { row, secret, session } = fresh(identityId, serviceFamilyId);
      await store.replace(previous.id, row);
      return { session, secret };
    },

    /** Its service family ended: the session goes on, signed out. */
    async dropServiceLink(session: CareSession): Promise<CareSession> {
      await store.signOut(session.id);
      return { ...session, identityId: null, signedInAt: null, serviceFamilyId: null };
    },

    /** Signing out ends the session; the next env-info starts a new one. */
    async end(sessionId: string): Promise<void> {
      await store.remove(sessionId);
    },

    /** Resumes a live session and records the activity; undefined when missing or expired. */
    async resume(secret: string | undefined): Promise<CareSession | undefined> {
      const live = await findLive(secret);
      if (!live) return undefined;
      const { row, now } = live;
      const idleExpiresAt = addSeconds(now, timeouts.idleTimeoutSeconds);
      await store.touch(row.id, now, idleExpiresAt);
      return viewOf({ ...row, lastSeenAt: now, idleExpiresAt });
    },

    /** Looks a session up without counting it as activity (e.g. to tag a log entry). */
    async peek(secret: string | undefined): Promise<CareSession | undefined> {
      const live = await findLive(secret);
      if (!live) return undefined;
      return viewOf(live.row);
    },
  };
}

export type CareSessionService = ReturnType<typeof createCareSessionService>;
