import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { radios } from '../../db/schema/index.ts';
import { DEMO_RADIOS } from '../../db/seed/subscriber-accounts.ts';
import { statementsOf } from '../../testing/statement-count.ts';
import { signedInOwner } from './account.testing.ts';

type RowScope = { row: string; column: string; insert?: string };

/** A table that names its account: a no-op update of that column. */
const ofAccount = (table: string): RowScope => ({
  row: `select ctid, account_number as scope from ${table}`,
  column: 'account_number',
});

/** A table that names a subscription: the subscription's account. */
const ofSubscription = (table: string, column = 'subscription_id'): RowScope => ({
  row: `select t.ctid, s.account_number as scope from ${table} t
    join subscriptions s on s.id = t.subscription_id`,
  column,
});

/** A catalog table: the catalog's version. */
const ofCatalog = (table: string, column: string): RowScope => ({
  row: `select ctid, 'catalog' as scope from ${table}`,
  column,
});

/**
 * How to find, for one row of each table the records statement reads, the version scope a write
 * to it must change (ADR 095), and a column a no-op update may set.
 */
const SCOPE_OF_A_ROW: Record<string, RowScope> = {
  // The account row itself (ADR 098: read with the records, kept by the ownership gate).
  subscriber_accounts: ofAccount('subscriber_accounts'),
  radios: ofAccount('radios'),
  subscriptions: ofAccount('subscriptions'),
  billing_profiles: ofAccount('billing_profiles'),
  invoices: ofAccount('invoices'),
  dunning_cases: ofAccount('dunning_cases'),
  payments: ofAccount('payments'),
  subscription_phases: ofSubscription('subscription_phases', 'position'),
  partner_entitlements: ofSubscription('partner_entitlements'),
  conversion_consents: {
    ...ofSubscription('conversion_consents'),
    // The demo data has none: the owner's trial is given one.
    insert: `insert into conversion_consents
      (subscription_id, account_number, document_id, text_version, locale, given_at)
      values ('sub_seed_trial_0004', '10000001', 'OFFER_AND_RENEWAL_TERMS.CA.fr-CA', 'test',
        'fr-CA', now())`,
  },
  payment_methods: {
    row: `select t.ctid, b.account_number as scope from payment_methods t
      join billing_profiles b on b.id = t.billing_profile_id`,
    column: 'billing_profile_id',
  },
  identities: {
    row: `select t.ctid, a.account_number as scope from identities t
      join subscriber_accounts a on a.owner_identity_id = t.id`,
    column: 'handle',
  },
  catalog_offers: ofCatalog('catalog_offers', 'plan_code'),
  catalog_packages: ofCatalog('catalog_packages', 'id'),
  entitlement_partners: ofCatalog('entitlement_partners', 'reseller_code'),
};

/**
 * The tables a statement reads (`from x`, `join x`), less the names of its own `with` parts and
 * the versions themselves.
 */
function tablesReadBy(statement: string): string[] {
  const own = new Set([
    'account_record_versions',
    ...[...statement.matchAll(/(\w+) as \(/g)].map((match) => match[1]),
  ]);
  const read = [...statement.matchAll(/\b(?:from|join) (\w+)/g)].map((match) => match[1] ?? '');
  return [...new Set(read.filter((name) => !own.has(name)))].sort();
}

async function rowsOf<Row>(db: Db, statement: ReturnType<typeof sql>): Promise<Row[]> {
  return ((await db.execute(statement)) as unknown as { rows: Row[] }).rows;
}

async function versionOf(db: Db, scope: string): Promise<string | undefined> {
  const [row] = await rowsOf<{ version: string }>(
    db,
    sql`select version::text as version from account_record_versions where scope = ${scope}`,
  );
  return row?.version;
}

describe("the account records' version", () => {
  it('changes with a committed write to every table the records statement reads', async () => {
    const caller = await signedInOwner();
    // A write first, so that the owner's next read is not answered from kept records.
    await caller.db
      .update(radios)
      .set({ nickname: 'Kitchen' })
      .where(eq(radios.radioId, DEMO_RADIOS.activePaid));
    const sent = await statementsOf(caller.database, () => caller.account());
    const records = sent.find((statement) => statement.includes('jsonb_agg'));
    expect(records).toBeDefined();
    const tables = tablesReadBy(records ?? '');
    expect(tables).toEqual(Object.keys(SCOPE_OF_A_ROW).sort());

    for (const table of tables) {
      const { row, column, insert } = SCOPE_OF_A_ROW[table] ?? { row: '', column: '' };
      const aRow = () =>
        rowsOf<{ ctid: string; scope: string }>(
          caller.db,
          sql.raw(
            `select ctid::text as ctid, scope from (${row}) t where scope is not null limit 1`,
          ),
        );
      let [found] = await aRow();
      if (!found && insert) {
        const before = await versionOf(caller.db, '10000001');
        await caller.db.execute(sql.raw(insert));
        expect(await versionOf(caller.db, '10000001'), `an insert into ${table}`).not.toBe(before);
        [found] = await aRow();
      }
      expect(found, `a row of ${table}`).toBeDefined();
      if (!found) continue;
      const before = await versionOf(caller.db, found.scope);
      await caller.db.execute(
        sql`${sql.raw(`update ${table} set ${column} = ${column} where ctid = `)}${found.ctid}::tid`,
      );
      const after = await versionOf(caller.db, found.scope);
      expect(after, `${table} changes the version of ${found.scope}`).toBeDefined();
      expect(after, `${table} changes the version of ${found.scope}`).not.toBe(before);
    }
  });
});
