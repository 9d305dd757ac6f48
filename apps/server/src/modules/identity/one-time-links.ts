import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OneTimeLinkRow, oneTimeLinks } from '../../db/schema/index.ts';
import { newId } from '../../platform/ids.ts';
import { hashSecret, newSecret } from './secrets.ts';

export type LinkPurpose = 'magic-link' | 'password-reset' | 'prospect-password';

/** A new link secret (the magicLinkId or resetKey in the URL); only its hash is stored. */
export async function issueLink(
  db: Db,
  request: { purpose: LinkPurpose; identityId: string; sentTo: string; ttlSeconds: number },
  now: Date,
): Promise<{ secret: string; expiresAt: Date }> {
  const secret = newSecret(request.purpose === 'magic-link' ? 'magicLinkId' : 'resetKey');
  const expiresAt = new Date(now.getTime() + request.ttlSeconds * 1000);
  await db.insert(oneTimeLinks).values({
    id: newId('oneTimeLink', now),
    linkHash: hashSecret(secret),
    purpose: request.purpose,
    identityId: request.identityId,
    sentTo: request.sentTo,
    createdAt: now,
    expiresAt,
  });
  return { secret, expiresAt };
}

export type LinkLookup =
  | { status: 'usable'; link: OneTimeLinkRow }
  | { status: 'not-found' }
  | { status: 'expired' };

/** What a presented link secret is, without using it up. A used link is not found. */
export async function findLink(
  db: Db,
  purpose: LinkPurpose,
  secret: string,
  now: Date,
): Promise<LinkLookup> {
  const [link] = await db
    .select()
    .from(oneTimeLinks)
    .where(and(eq(oneTimeLinks.linkHash, hashSecret(secret)), eq(oneTimeLinks.purpose, purpose)))
    .limit(1);
  if (!link || link.usedAt) return { status: 'not-found' };
  if (link.expiresAt.getTime() <= now.getTime()) return { status: 'expired' };
  return { status: 'usable', link };
}

/** Uses a link up; false when another request got there first. */
export async function useLink(db: Db, linkId: string, now: Date): Promise<boolean> {
  const used = await db
    .update(oneTimeLinks)
    .set({ usedAt: now })
    .where(and(eq(oneTimeLinks.id, linkId), isNull(oneTimeLinks.usedAt)))
    .returning({ id: oneTimeLinks.id });
  return used.length === 1;
}
