import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { singleRowOf } from '../../../db/json-rows.ts';
import { packageUpgradeLinks, packageUpgradeSessions } from '../../../db/schema/index.ts';
import { DEMO_IDENTITIES } from '../../../db/seed/identities.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { careCaller } from '../../../testing/care-caller.ts';
import { statementsOf } from '../../../testing/statement-count.ts';
import { accountsOwnedBy } from '../../billing/index.ts';
import { findOfferByPlanCode, servicesHadBy } from '../../catalog/index.ts';
import {
  defaultPaymentMethodOf,
  radioWithHistory,
  radioWithHistoryOfJson,
  radioWithHistorySql,
  type SubscriptionWithPhases,
} from '../../identification/index.ts';
import type { OrderRow } from './order-store.ts';
import { purchasableRadio } from './purchase-radio.ts';
import { purchaseReadsOf } from './purchase-reads.ts';
import { upgradeLinkOfOrder } from './upgrade-link-redemption.ts';

const NOW = new Date('2026-11-29T12:00:00Z');
const owner = DEMO_IDENTITIES.accountHolder;
const byId = (history: SubscriptionWithPhases[]) =>
  [...history].sort((a, b) => a.id.localeCompare(b.id));

/** What a refusal says to the caller, or the value when there is none (read now or later). */
async function outcomeOf<T>(read: () => T | Promise<T>): Promise<T | { code: string }> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError) return { code: error.code };
    throw error;
  }
}

describe("an add-subscription purchase's reads in one statement", () => {
  it('answer what the offer, radio, accounts, card-on-file, services-had and upgrade link reads answer one by one, in one statement', async () => {
    const { db, database } = await careCaller({ ownDatabase: true });
    const radioRows = await db.execute(
      sql`select radio_id from radios where radio_id in (select radio_id from subscriptions)
        order by radio_id limit 6`,
    );
    const radioIds = (radioRows as unknown as { rows: { radio_id: string }[] }).rows.map(
      (row) => row.radio_id,
    );
    expect(radioIds.length).toBeGreaterThan(0);
    // The care session opened the upgrade link of the first of them (ADR 041).
    const careSessionId = 'cs_upgrading';
    const [upgraded = ''] = radioIds;
    await db
      .insert(packageUpgradeLinks)
      .values({ linkId: 'link-reads', radioId: upgraded, openedAt: NOW });
    await db
      .insert(packageUpgradeSessions)
      .values({ careSessionId, radioId: upgraded, linkId: 'link-reads', openedAt: NOW });
    for (const radioId of [...radioIds, 'ORBN0001', 'ORBZZ9999999']) {
      const clues = { radioId, email: owner.emailAddress, identityId: owner.id, now: NOW };
      let reads: Awaited<ReturnType<typeof purchaseReadsOf>> | undefined;
      const statements = await statementsOf(database, async () => {
        reads = await purchaseReadsOf(db, {
          planCode: 'US_SAT_MS_MO',
          radioId,
          careSessionId,
          clues,
        });
      });
      expect(statements).toHaveLength(1);
      if (!reads) throw new Error('no reads');
      expect(reads.offer).toEqual(await findOfferByPlanCode(db, 'US_SAT_MS_MO'));
      const accounts = await accountsOwnedBy(db, owner.id);
      expect(reads.accountsOwned).toEqual(accounts);
      for (const account of accounts) {
        expect(reads.defaultCards.get(account.accountNumber)).toEqual(
          await defaultPaymentMethodOf(db, account.accountNumber),
        );
      }
      expect([...reads.defaultCards.keys()].length).toBeGreaterThan(0);
      expect(await outcomeOf(() => reads?.purchasableRadio())).toEqual(
        await outcomeOf(() => purchasableRadio(db, radioId, NOW)),
      );
      expect(await outcomeOf(() => reads?.servicesHad())).toEqual(
        await outcomeOf(() => servicesHadBy(db, clues)),
      );
      if (radioId === upgraded) expect(reads.upgradeLink?.linkId).toBe('link-reads');
      expect(reads.upgradeLink).toEqual(
        await upgradeLinkOfOrder(db, { careSessionId, radioId } as OrderRow),
      );
    }
  });

  it("read a radio's history with every phase in order, as the radio's own read does", async () => {
    const { db } = await careCaller();
    const rows = await db.execute(
      sql`select radio_id from subscriptions group by radio_id order by count(*) desc limit 3`,
    );
    for (const { radio_id: radioId } of (rows as unknown as { rows: { radio_id: string }[] })
      .rows) {
      const one = await singleRowOf<{ found: unknown }>(
        db,
        sql`select ${radioWithHistorySql(radioId)} as found`,
      );
      const together = radioWithHistoryOfJson(one.found);
      const apart = await radioWithHistory(db, radioId);
      expect(together?.radio).toEqual(apart?.radio);
      expect(byId(together?.history ?? [])).toEqual(byId(apart?.history ?? []));
    }
  });

  it('answers every offer of the catalog as the offer read does, and none for a code nobody sells', async () => {
    const { db } = await careCaller();
    const codes = await db.execute(sql`select plan_code from catalog_offers order by plan_code`);
    const clues = { email: 'nobody@orbitradio.test', identityId: null, now: NOW };
    for (const { plan_code: planCode } of (codes as unknown as { rows: { plan_code: string }[] })
      .rows) {
      const reads = await purchaseReadsOf(db, {
        planCode,
        radioId: null,
        careSessionId: 'cs_none',
        clues,
      });
      expect(reads.offer).toEqual(await findOfferByPlanCode(db, planCode));
    }
    const unknown = await purchaseReadsOf(db, {
      planCode: 'NO_SUCH_PLAN',
      radioId: null,
      careSessionId: 'cs_none',
      clues,
    });
    expect(unknown.offer).toBeUndefined();
    expect(unknown.accountsOwned).toEqual([]);
    expect(unknown.defaultCards.size).toBe(0);
    expect(unknown.servicesHad()).toEqual(new Set());
    expect(unknown.upgradeLink).toBeNull();
  });
});
