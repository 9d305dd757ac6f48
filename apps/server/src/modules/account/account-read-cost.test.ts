import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { radios } from '../../db/schema/index.ts';
import { DEMO_RADIOS } from '../../db/seed/subscriber-accounts.ts';
import { statementsOf } from '../../testing/statement-count.ts';
import { accountCaller, signedInOwner } from './account.testing.ts';

describe('the account read', () => {
  it('costs 1 statement while nothing changed (the session, with its account and version), 2 after any writer wrote', async () => {
    const caller = await signedInOwner();
    const answer = async () => (await caller.post('/services/account', {})).body;
    const first = await answer();
    let again = '';
    const unchanged = await statementsOf(caller.database, async () => {
      again = await answer();
    });
    // The kept records answer the same bytes the statement's rows did.
    expect(again).toBe(first);
    expect(unchanged).toHaveLength(1);

    // Another server, a job or an operator's SQL: nothing in this server knows of the write.
    await caller.db
      .update(radios)
      .set({ nickname: 'Garage' })
      .where(eq(radios.radioId, DEMO_RADIOS.activePaid));
    let changed = '';
    const afterWrite = await statementsOf(caller.database, async () => {
      changed = await answer();
    });
    expect(afterWrite).toHaveLength(2);
    expect(changed).toContain('"nickname":"Garage"');
    expect(await answer()).toBe(changed);
  });

  it('costs one more for an identified visitor: the identification the session recorded', async () => {
    const caller = await accountCaller();
    await caller.identify('10000001', true);
    await caller.account('10000001');
    const statements = await statementsOf(caller.database, () => caller.account('10000001'));
    expect(statements.length).toBeLessThanOrEqual(4);
  });
});
