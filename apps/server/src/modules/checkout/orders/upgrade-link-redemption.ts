import { FIELD_ERROR_CODES } from '@orbit/domain';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { rowOfJson } from '../../../db/json-rows.ts';
import {
  type PackageUpgradeLinkRow,
  packageUpgradeLinks,
  packageUpgradeSessions,
} from '../../../db/schema/index.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { OrderRow } from './order-store.ts';

/**
 * A package upgrade link is redeemed by the order it opened (ADR 041): the order a care session
 * places for the radio it opened an upgrade link for. Checked before the charge (nothing is
 * charged for a link already used) and written in the order's transaction by one conditional
 * update, so of two orders racing for the same link exactly one is confirmed; the other's
 * transaction rolls back and its charge is given back.
 */
export const upgradeLinkRedeemed = (orderId: string) =>
  new AppError('TOKEN_REDEEMED', `order ${orderId}: its upgrade link was redeemed`, {
    fieldErrors: [{ errorCode: FIELD_ERROR_CODES.TOKEN_REDEEMED, fieldName: 'token' }],
  });

/**
 * The upgrade link the order's care session opened for the order's radio, if any: read once,
 * before the charge, and redeemed by its id in the order's transaction.
 */
export async function upgradeLinkOfOrder(
  db: Db,
  order: OrderRow,
): Promise<PackageUpgradeLinkRow | null> {
  if (!order.careSessionId || !order.radioId) return null;
  const [row] = await db
    .select({ link: packageUpgradeLinks })
    .from(packageUpgradeSessions)
    .innerJoin(packageUpgradeLinks, eq(packageUpgradeLinks.linkId, packageUpgradeSessions.linkId))
    .where(
      and(
        eq(packageUpgradeSessions.careSessionId, order.careSessionId),
        eq(packageUpgradeSessions.radioId, order.radioId),
      ),
    );
  return row?.link ?? null;
}

/**
 * `upgradeLinkOfOrder`'s read for the order a purchase is about to place (its care session, its
 * radio), as a scalar sub-select of `to_jsonb(link)`: sent with the purchase's other reads under
 * its locks (purchaseReadsOf, ADR 118) instead of on its own before the charge.
 */
export function upgradeLinkSql(careSessionId: string, radioId: string): SQL {
  return sql`(select to_jsonb(l) from package_upgrade_sessions s
    join package_upgrade_links l on l.link_id = s.link_id
    where s.care_session_id = ${careSessionId}::text and s.radio_id = ${radioId}::text)`;
}

/** What `upgradeLinkSql` found, as `upgradeLinkOfOrder` answers it. */
export function upgradeLinkOfJson(json: unknown): PackageUpgradeLinkRow | null {
  return json ? rowOfJson(packageUpgradeLinks, json as Record<string, unknown>) : null;
}

/** The refusal of an order whose upgrade link was used already; null otherwise. */
export function redeemedUpgradeLinkRefusal(
  order: OrderRow,
  link: PackageUpgradeLinkRow | null,
): AppError | null {
  return link?.redeemedAt ? upgradeLinkRedeemed(order.id) : null;
}

/**
 * In the order's transaction: marks the link read before the charge redeemed by the order, or
 * throws if another order redeemed it since. The conditional update decides the race, so the
 * link need not be read again here; a link the session opened only after the order was checked
 * is not the order's (its price never came from it) and stays for a later order.
 */
export async function redeemUpgradeLinkOf(
  tx: Db,
  order: OrderRow,
  link: PackageUpgradeLinkRow | null,
  now: Date,
): Promise<void> {
  if (!link) return;
  const redeemed = await tx
    .update(packageUpgradeLinks)
    .set({ redeemedAt: now, orderId: order.id })
    .where(and(eq(packageUpgradeLinks.linkId, link.linkId), isNull(packageUpgradeLinks.redeemedAt)))
    .returning({ linkId: packageUpgradeLinks.linkId });
  if (redeemed.length === 0) throw upgradeLinkRedeemed(order.id);
}
