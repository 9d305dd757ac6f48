import { createHash, randomBytes } from 'node:crypto';
import type { AlexaLinkState } from '@orbit/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { alexaLinkAttempts } from '../../../db/schema/index.ts';

/** How long the Amazon popup may take: as long as a consent-page request (ADR 071). */
export const ALEXA_LINK_STATE_TTL_SECONDS = 10 * 60;

/** The session a state is bound to: the care session and who signed in on it. */
export type StateHolder = { careSessionId: string; identityId: string };

function stateHashOf(state: string): string {
  return createHash('sha256').update(state).digest('base64url');
}

/**
 * A new `state` for the Amazon popup: 256 random bits, kept only as its hash with the care
 * session and identity it was given to.
 */
export async function issueAlexaLinkState(
  db: Db,
  now: Date,
  holder: StateHolder,
): Promise<AlexaLinkState> {
  const state = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + ALEXA_LINK_STATE_TTL_SECONDS * 1000);
  await db.insert(alexaLinkAttempts).values({
    stateHash: stateHashOf(state),
    ...holder,
    createdAt: now,
    expiresAt,
  });
  return { state, expiresAt: expiresAt.toISOString() };
}

/**
 * Spends `state` for this session's link of `subscriptionId`: one conditional update, so of two
 * requests racing with one state only one goes on. False when the state is not this session's,
 * was spent, or has expired.
 */
export async function spendAlexaLinkState(
  db: Db,
  now: Date,
  holder: StateHolder,
  spend: { state: string; subscriptionId: string },
): Promise<boolean> {
  const spent = await db
    .update(alexaLinkAttempts)
    .set({ usedAt: now, subscriptionId: spend.subscriptionId })
    .where(
      and(
        eq(alexaLinkAttempts.stateHash, stateHashOf(spend.state)),
        eq(alexaLinkAttempts.careSessionId, holder.careSessionId),
        eq(alexaLinkAttempts.identityId, holder.identityId),
        isNull(alexaLinkAttempts.usedAt),
        gt(alexaLinkAttempts.expiresAt, now),
      ),
    )
    .returning({ stateHash: alexaLinkAttempts.stateHash });
  return spent.length === 1;
}

/** The link made with a spent state: the Amazon user Alexa named and our provider's grant. */
export async function recordAlexaLink(
  db: Db,
  now: Date,
  state: string,
  link: { amazonUserId: string | null; grantId: string },
): Promise<void> {
  await db
    .update(alexaLinkAttempts)
    .set({ ...link, linkedAt: now })
    .where(eq(alexaLinkAttempts.stateHash, stateHashOf(state)));
}
