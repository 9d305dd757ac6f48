import type { CareSessionRow } from '../../db/schema/index.ts';
import type { Clock } from '../clock.ts';
import { newId } from '../ids.ts';
import { type DeferredSession, deferredSessionOf, newDeferredSession } from './deferred-session.ts';
import { hashSessionSecret, newSessionSecret } from './session-secret.ts';
import type { CareSessionStore, OwnersFirstAccount } from './session-store.ts';

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
  /**
   * The signed-in identity's first account number and its records' version, read in the
   * session's own statement (ADR 095, 098), null when it owns none; absent when the session was not read that way
   * (new, rotated, signed out), and then the ownership gate reads it.
   */
  ownersFirstAccount?: OwnersFirstAccount | null;
};

export type SessionTimeouts = { idleTimeoutSeconds: number; absoluteTimeoutSeconds: number };

/**
 * How stale a session's recorded activity may be before a call writes it again. A busy page makes
 * several calls a second; writing each one's time cost a statement per call for an idle expiry
 * that moves by seconds. So a session's idle expiry runs from its last *recorded* use, at most this
 * much (or a tenth of the idle timeout, if less) before its latest one.
 */
const ACTIVITY_WRITE_INTERVAL_SECONDS = 60;

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
 * A new visitor's session is deferred (deferred-session.ts): promised by its secret, stored by the
 * first call that needs it; until then it expires `idleTimeoutSeconds` after it began.
 */
export function createCareSessionService(deps: {
  store: CareSessionStore;
  clock: Clock;
  timeouts: SessionTimeouts;
  /** The server key deferred sessions are minted and recognised with. */
  deferralKey: () => Promise<Buffer>;
}) {
  const { store, clock, timeouts, deferralKey } = deps;
  const activityWriteIntervalMs =
    Math.min(ACTIVITY_WRITE_INTERVAL_SECONDS, timeouts.idleTimeoutSeconds / 10) * 1000;

  /** The row a deferred session would have once stored. */
  function rowPromisedBy(secret: string, deferred: DeferredSession): CareSessionRow {
    const { id, createdAt } = deferred;
    return {
      id,
      secretHash: hashSessionSecret(secret),
      createdAt,
      lastSeenAt: createdAt,
      idleExpiresAt: addSeconds(createdAt, timeouts.idleTimeoutSeconds),
      absoluteExpiresAt: addSeconds(createdAt, timeouts.absoluteTimeoutSeconds),
      identityId: null,
      signedInAt: null,
      serviceFamilyId: null,
      endedAt: null,
    };
  }

  const isExpired = (row: CareSessionRow, now: Date) =>
    now.getTime() >= earlier(row.idleExpiresAt, row.absoluteExpiresAt).getTime();

  /**
   * The live session behind a secret: `stored` when its row exists, else `promised` when the
   * secret is a deferred session still within its first idle timeout. An expired row is deleted on
   * the way; an ended one (signed out, rotated) stays dead.
   */
  async function findLive(secret: string | undefined) {
    if (!secret) return undefined;
    const now = clock();
    const found = await store.findBySecretHash(hashSessionSecret(secret));
    if (found) {
      const { row, ownersFirstAccount } = found;
      if (row.endedAt) return undefined;
      if (!isExpired(row, now)) return { row, now, stored: true, ownersFirstAccount };
      await store.remove(row.id);
      return undefined;
    }
    const deferred = deferredSessionOf(await deferralKey(), secret);
    if (!deferred) return undefined;
    const promised = rowPromisedBy(secret, deferred);
    return isExpired(promised, now)
      ? undefined
      : { row: promised, now, stored: false, ownersFirstAccount: undefined };
  }

  /** A new session row and its secret, not yet stored. */
  function fresh(identityId: string | null, serviceFamilyId: string | null) {
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
      endedAt: null,
    };
    return { row, secret, session: viewOf(row) };
  }

  async function touched(row: CareSessionRow, now: Date): Promise<CareSession> {
    if (now.getTime() - row.lastSeenAt.getTime() < activityWriteIntervalMs) return viewOf(row);
    const idleExpiresAt = addSeconds(now, timeouts.idleTimeoutSeconds);
    await store.touch(row.id, now, idleExpiresAt);
    return viewOf({ ...row, lastSeenAt: now, idleExpiresAt });
  }

  return {
    /**
     * Begins a visitor's session without storing it; the secret goes to the cookie and is not
     * kept anywhere. The first `resume` stores it.
     */
    async begin(): Promise<{ session: CareSession; secret: string }> {
      const { secret, session } = newDeferredSession(await deferralKey(), clock());
      return { session: viewOf(rowPromisedBy(secret, session)), secret };
    },

    /**
     * Signing in replaces the session: a new id and secret bound to the identity, the old one
     * deleted in the same transaction. A session id planted in the browser before sign-in
     * (session fixation) is worthless after it. `serviceFamilyId` names the service session the
     * sign-in came from (ADR 023): the identity then holds only while that family lives.
     */
    async signIn(
      previousSecret: string | undefined,
      identityId: string,
      serviceFamilyId: string | null = null,
    ): Promise<{ session: CareSession; secret: string }> {
      const previous = await findLive(previousSecret);
      const { row, secret, session } = fresh(identityId, serviceFamilyId);
      if (previous?.stored) await store.replace(previous.row, row, previous.now);
      else await store.insert(row);
      return { session, secret };
    },

    /** Its service family ended (ADR 023): the session goes on, signed out. */
    async dropServiceLink(session: CareSession): Promise<CareSession> {
      await store.signOut(session.id);
      return {
        ...session,
        identityId: null,
        signedInAt: null,
        serviceFamilyId: null,
        ownersFirstAccount: null,
      };
    },

    /** Signing out ends the session for good; the next env-info begins a new one. */
    async end(secret: string | undefined): Promise<void> {
      const live = await findLive(secret);
      if (live?.stored) await store.end(live.row, live.now);
    },

    /**
     * Resumes a live session and records the activity, storing a deferred one first; undefined
     * when missing, expired or ended.
     */
    async resume(secret: string | undefined): Promise<CareSession | undefined> {
      const live = await findLive(secret);
      if (!live) return undefined;
      const row = live.stored ? live.row : await store.materialize(live.row);
      if (!row || row.endedAt) return undefined;
      const session = await touched(row, live.now);
      const { ownersFirstAccount } = live;
      return ownersFirstAccount === undefined ? session : { ...session, ownersFirstAccount };
    },

    /**
     * Like `resume`, but a deferred session stays unstored (env-info: a page load makes it
     * whether or not any call that needs the session follows).
     */
    async visit(secret: string | undefined): Promise<CareSession | undefined> {
      const live = await findLive(secret);
      if (!live) return undefined;
      return live.stored ? touched(live.row, live.now) : viewOf(live.row);
    },

    /** The live session, stored or still deferred, without counting it as activity or storing it. */
    async lookUp(secret: string | undefined): Promise<CareSession | undefined> {
      const live = await findLive(secret);
      return live ? viewOf(live.row) : undefined;
    },

    /** A stored live session, without counting it as activity (e.g. to tag a log entry). */
    async peek(secret: string | undefined): Promise<CareSession | undefined> {
      const live = await findLive(secret);
      return live?.stored ? viewOf(live.row) : undefined;
    },
  };
}

export type CareSessionService = ReturnType<typeof createCareSessionService>;
