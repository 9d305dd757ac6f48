import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { DEMO_IDENTITIES } from '../../db/seed/identities.ts';
import { careCaller } from '../../testing/care-caller.ts';
import { statementsOf } from '../../testing/statement-count.ts';

type PlanNode = {
  'Relation Name'?: string;
  'Actual Loops'?: number;
  Plans?: PlanNode[];
};

/** How many times the executed plan scanned each table (0 for a scan it never ran). */
function scansByTable(node: PlanNode, loops: Map<string, number> = new Map()) {
  const table = node['Relation Name'];
  if (table) loops.set(table, (loops.get(table) ?? 0) + (node['Actual Loops'] ?? 0));
  for (const inner of node.Plans ?? []) scansByTable(inner, loops);
  return loops;
}

/** The session statement's plan, run for the session of `secretHash`. */
async function scansOfLookUp(db: Db, statement: string, secretHash: string) {
  // The statement as sent: its limits ($1, $3) and the secret's hash ($2) written in.
  const text = statement
    .replace(/\$2\b/, `'${secretHash.replace(/'/g, "''")}'`)
    .replace(/\$[13]\b/g, '1');
  const result = (await db.execute(
    sql.raw(`explain (analyze, costs off, format json) ${text}`),
  )) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
  const plan = result.rows[0]?.['QUERY PLAN'];
  const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
  return scansByTable(root?.Plan ?? {});
}

describe("the care session's statement (ADR 098)", () => {
  it("scans no account and no version for a visitor's session, the owner's first for a signed-in one", async () => {
    const caller = await careCaller();
    const sent = await statementsOf(caller.database, () =>
      caller.post('/services/offers', { streaming: true }),
    );
    const lookUp = sent.find((statement) => statement.includes('from "care_sessions"'));
    expect(lookUp).toBeDefined();
    const hashOf = async (signedIn: boolean) => {
      const result = (await caller.db.execute(
        sql.raw(`select secret_hash from care_sessions
          where identity_id is ${signedIn ? 'not ' : ''}null and ended_at is null limit 1`),
      )) as unknown as { rows: { secret_hash: string }[] };
      return result.rows[0]?.secret_hash ?? '';
    };

    const visitor = await scansOfLookUp(caller.db, lookUp ?? '', await hashOf(false));
    expect(visitor.get('care_sessions')).toBe(1);
    expect(visitor.get('subscriber_accounts') ?? 0).toBe(0);
    expect(visitor.get('account_record_versions') ?? 0).toBe(0);

    await caller.signIn('orbitowner1', DEMO_IDENTITIES.accountHolder.password);
    const owner = await scansOfLookUp(caller.db, lookUp ?? '', await hashOf(true));
    expect(owner.get('subscriber_accounts')).toBeGreaterThan(0);
    expect(owner.get('account_record_versions')).toBeGreaterThan(0);
  });
});
