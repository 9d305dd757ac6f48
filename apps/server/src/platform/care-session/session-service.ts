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
};

export type SessionTimeouts = { idleTimeoutSeconds: number; absoluteTimeoutSeconds: number };

const addSeconds = (date: Date, seconds: number) => new Date(date.getTime() + seconds * 1000);
const earlier = (a: Date, b: Date) => (a.getTime() <= b.getTime() ? a : b);

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

  return {
    /** Starts a session; the secret goes to the cookie and is not kept anywhere. */
    async start(): Promise<{ session: CareSession; secret: string }> {
      const now = clock();
      const secret = newSessionSecret();
      const idleExpiresAt = addSeconds(now, timeouts.idleTimeoutSeconds);
      const absoluteExpiresAt = addSeconds(now, timeouts.absoluteTimeoutSeconds);
      const id = newId('careSession', now);
      await store.insert({
        id,
        secretHash: hashSessionSecret(secret),
        createdAt: now,
        lastSeenAt: now,
        idleExpiresAt,
        absoluteExpiresAt,
      });
      const expiresAt = earlier(idleExpiresAt, absoluteExpiresAt);
      return { session: { id, createdAt: now, lastSeenAt: now, expiresAt }, secret };
    },

    /** Resumes a live session and records the activity; undefined when missing or expired. */
    async resume(secret: string | undefined): Promise<CareSession | undefined> {
      const live = await findLive(secret);
      if (!live) return undefined;
      const { row, now } = live;
      const idleExpiresAt = addSeconds(now, timeouts.idleTimeoutSeconds);
      await store.touch(row.id, now, idleExpiresAt);
      return {
        id: row.id,
        createdAt: row.createdAt,
        lastSeenAt: now,
        expiresAt: earlier(idleExpiresAt, row.absoluteExpiresAt),
      };
    },

    /** Looks a session up without counting it as activity (e.g. to tag a log entry). */
    async peek(secret: string | undefined): Promise<CareSession | undefined> {
      const live = await findLive(secret);
      if (!live) return undefined;
      const { row } = live;
      return {
        id: row.id,
        createdAt: row.createdAt,
        lastSeenAt: row.lastSeenAt,
        expiresAt: earlier(row.idleExpiresAt, row.absoluteExpiresAt),
      };
    },
  };
}

export type CareSessionService = ReturnType<typeof createCareSessionService>;
