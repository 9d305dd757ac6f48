import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../testing/test-app.ts';
import { failedPurchasesSql } from './captcha-check.ts';

type PlanNode = { 'Relation Name'?: string; 'Index Name'?: string; Plans?: PlanNode[] };

/** Every index the plan reads `orders` through (none when it reads the whole table). */
function ordersIndexesOf(node: PlanNode, found: string[] = []): string[] {
  if (node['Relation Name'] === 'orders') found.push(node['Index Name'] ?? 'the whole table');
  for (const inner of node.Plans ?? []) ordersIndexesOf(inner, found);
  return found;
}

describe("the captcha's count of a care session's failed orders", () => {
  it('is answered from an index, not by reading every order ever placed', async () => {
    const { db } = await createTestApp({});
    const count = failedPurchasesSql({ careSessionId: 'cs_counted', now: new Date() });
    const indexes = await db.transaction(async (tx) => {
      // A small test table is cheapest to read whole; a shop's years of orders are not.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = (await tx.execute(
        sql`explain (costs off, format json) select (${count}) as failed`,
      )) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
      const plan = result.rows[0]?.['QUERY PLAN'];
      const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
      return ordersIndexesOf(root?.Plan ?? {});
    });
    expect(indexes).toEqual(['orders_care_session_idx']);
  });
});
