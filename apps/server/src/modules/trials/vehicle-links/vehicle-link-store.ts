import type { VehicleMagicLinkGrant } from '@orbit/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type VehicleMagicLinkRow, vehicleMagicLinks } from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { newId } from '../../../platform/ids.ts';
import { hashSecret, newSecret } from '../../identity/index.ts';

/** A link is good for three days: the email may sit unread over a weekend. */
export const VEHICLE_LINK_TTL_SECONDS = 72 * 3600;
/** Its grant lasts an hour: long enough to sign up (with a passcode) and claim. */
export const VEHICLE_LINK_GRANT_TTL_SECONDS = 3600;

export type VehicleLinkChannel = 'email' | 'device';

/** A new link for a radio; only the hash of its id is kept. */
export async function issueVehicleLink(
  db: Db,
  request: { radioId: string; sentTo: string | null; channel: VehicleLinkChannel },
  now: Date,
): Promise<{ magicLinkId: string; expiresAt: Date }> {
  const magicLinkId = newSecret('vehicleLinkId');
  const expiresAt = new Date(now.getTime() + VEHICLE_LINK_TTL_SECONDS * 1000);
  await db.insert(vehicleMagicLinks).values({
    id: newId('vehicleMagicLink', now),
    linkHash: hashSecret(magicLinkId),
    radioId: request.radioId,
    sentTo: request.sentTo,
    channel: request.channel,
    createdAt: now,
    expiresAt,
  });
  return { magicLinkId, expiresAt };
}

/** The link a presented id names, whatever its state (a request for a new one reads it). */
export async function findVehicleLink(
  db: Db,
  magicLinkId: string,
): Promise<VehicleMagicLinkRow | undefined> {
  const [link] = await db
    .select()
    .from(vehicleMagicLinks)
    .where(eq(vehicleMagicLinks.linkHash, hashSecret(magicLinkId)))
    .limit(1);
  return link;
}

/**
 * Redeems a link once for its grant. Unknown: MAGIC_LINK_NOT_FOUND; redeemed before (or by a
 * concurrent request: one conditional update wins): MAGIC_LINK_ALREADY_USED; past its expiry:
 * MAGIC_LINK_EXPIRED. The holder proved they have the link, so telling used from expired
 * gives nothing away and lets the page say the right thing.
 */
export async function redeemVehicleLink(
  db: Db,
  magicLinkId: string,
  now: Date,
): Promise<VehicleMagicLinkGrant> {
  const link = await findVehicleLink(db, magicLinkId);
  if (!link) throw new AppError('MAGIC_LINK_NOT_FOUND', 'No such vehicle link');
  if (link.redeemedAt) throw alreadyUsed();
  if (link.expiresAt.getTime() <= now.getTime()) {
    throw new AppError('MAGIC_LINK_EXPIRED', 'Vehicle link expired');
  }
  const magicLinkGrant = newSecret('vehicleLinkGrant');
  const grantExpiresAt = new Date(now.getTime() + VEHICLE_LINK_GRANT_TTL_SECONDS * 1000);
  const won = await db
    .update(vehicleMagicLinks)
    .set({ redeemedAt: now, grantHash: hashSecret(magicLinkGrant), grantExpiresAt })
    .where(and(eq(vehicleMagicLinks.id, link.id), isNull(vehicleMagicLinks.redeemedAt)))
    .returning({ id: vehicleMagicLinks.id });
  if (won.length === 0) throw alreadyUsed();
  return { magicLinkGrant, grantExpiresAt: grantExpiresAt.toISOString() };
}

function alreadyUsed(): AppError {
  return new AppError('MAGIC_LINK_ALREADY_USED', 'Vehicle link redeemed before');
}

/** The link a grant was answered for, while the grant lasts; else INVALID_MAGIC_LINK_GRANT. */
export async function linkOfGrant(
  db: Db,
  magicLinkGrant: string,
  now: Date,
): Promise<VehicleMagicLinkRow> {
  const [link] = await db
    .select()
    .from(vehicleMagicLinks)
    .where(eq(vehicleMagicLinks.grantHash, hashSecret(magicLinkGrant)))
    .limit(1);
  if (!link?.grantExpiresAt || link.grantExpiresAt.getTime() <= now.getTime()) {
    throw new AppError('INVALID_MAGIC_LINK_GRANT', 'Magic-link grant unknown or expired');
  }
  return link;
}

/** Records who claimed the trial through the link; false when someone already had. */
export async function markLinkClaimed(
  db: Db,
  linkId: string,
  identityId: string,
  now: Date,
): Promise<boolean> {
  const marked = await db
    .update(vehicleMagicLinks)
    .set({ claimedIdentityId: identityId, claimedAt: now })
    .where(and(eq(vehicleMagicLinks.id, linkId), isNull(vehicleMagicLinks.claimedIdentityId)))
    .returning({ id: vehicleMagicLinks.id });
  return marked.length === 1;
}
