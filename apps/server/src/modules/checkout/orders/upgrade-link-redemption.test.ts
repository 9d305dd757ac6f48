import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { singleRowOf } from '../../../db/json-rows.ts';
import { packageUpgradeLinks, packageUpgradeSessions } from '../../../db/schema/index.ts';
import { createFakeClock } from '../../../testing/fake-clock.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import type { OrderRow } from './order-store.ts';
import {
  redeemedUpgradeLinkRefusal,
  redeemUpgradeLinkOf,
  upgradeLinkOfJson,
  upgradeLinkOfOrder,
  upgradeLinkSql,
} from './upgrade-link-redemption.ts';

/** Two orders of two sessions that opened the same upgrade link for the same radio. */
async function twoOrdersOfOneLink() {
  const { db, clock } = await createTestApp({ clock: createFakeClock(), ownDatabase: true });
  const now = clock.now();
  await db
    .insert(packageUpgradeLinks)
    .values({ linkId: 'link-one', radioId: 'ORBC0002', openedAt: now });
  await db.insert(packageUpgradeSessions).values([
    { careSessionId: 'cs_first', radioId: 'ORBC0002', linkId: 'link-one', openedAt: now },
    { careSessionId: 'cs_second', radioId: 'ORBC0002', linkId: 'link-one', openedAt: now },
  ]);
  const order = (id: string, careSessionId: string) =>
    ({ id, careSessionId, radioId: 'ORBC0002' }) as OrderRow;
  return {
    db,
    now,
    first: order('ord_first', 'cs_first'),
    second: order('ord_second', 'cs_second'),
  };
}

describe('upgrade link redemption', () => {
  it('is one conditional write: of two orders racing, one redeems and the other throws', async () => {
    const { db, now, first, second } = await twoOrdersOfOneLink();
    const outcomes = await Promise.allSettled(
      [first, second].map(async (order) => {
        // Each read its link before its charge, as a confirm does; both found it unredeemed.
        const link = await upgradeLinkOfOrder(db, order);
        return db.transaction((tx) => redeemUpgradeLinkOf(tx, order, link, now));
      }),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const [refused] = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toMatchObject({ code: 'TOKEN_REDEEMED' });
    // Before a charge, the loser's session is told so too.
    const loser = outcomes[0]?.status === 'rejected' ? first : second;
    expect(redeemedUpgradeLinkRefusal(loser, await upgradeLinkOfOrder(db, loser))).toMatchObject({
      code: 'TOKEN_REDEEMED',
    });
  });

  it('leaves an order of a session that opened no upgrade link alone', async () => {
    const { db, now } = await twoOrdersOfOneLink();
    const plain = { id: 'ord_plain', careSessionId: 'cs_other', radioId: 'ORBC0002' } as OrderRow;
    const link = await upgradeLinkOfOrder(db, plain);
    expect(link).toBeNull();
    await db.transaction((tx) => redeemUpgradeLinkOf(tx, plain, link, now));
    expect(redeemedUpgradeLinkRefusal(plain, await upgradeLinkOfOrder(db, plain))).toBeNull();
  });
});

describe("the upgrade link read with a purchase's other reads (ADR 118)", () => {
  it("answers as the order's own read: the link, the redeemed link, and none", async () => {
    const { db, now, first, second } = await twoOrdersOfOneLink();
    const plain = { id: 'ord_plain', careSessionId: 'cs_other', radioId: 'ORBC0002' } as OrderRow;
    const together = async (order: OrderRow) =>
      upgradeLinkOfJson(
        (
          await singleRowOf<{ link: unknown }>(
            db,
            sql`select ${upgradeLinkSql(order.careSessionId ?? '', order.radioId ?? '')} as link`,
          )
        ).link,
      );
    expect((await together(first))?.linkId).toBe('link-one');
    expect(await together(first)).toEqual(await upgradeLinkOfOrder(db, first));
    expect(await together(plain)).toBeNull();
    await db.transaction(async (tx) =>
      redeemUpgradeLinkOf(tx, first, await upgradeLinkOfOrder(tx, first), now),
    );
    const redeemed = await together(second);
    expect(redeemed?.redeemedAt).toEqual(now);
    expect(redeemed).toEqual(await upgradeLinkOfOrder(db, second));
    expect(redeemedUpgradeLinkRefusal(second, redeemed)).toMatchObject({ code: 'TOKEN_REDEEMED' });
  });
});
