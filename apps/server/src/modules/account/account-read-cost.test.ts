import { describe, expect, it } from 'vitest';
import { statementsOf } from '../../testing/statement-count.ts';
import { accountCaller, signedInOwner } from './account.testing.ts';

describe('the account read', () => {
  it('costs at most 3 SQL statements for a signed-in owner: session, account, its rows', async () => {
    const caller = await signedInOwner();
    const first = await caller.account();
    let again: typeof first | undefined;
    const statements = await statementsOf(caller.database, async () => {
      again = await caller.account();
    });
    expect(again).toEqual(first);
    expect(statements.length).toBeLessThanOrEqual(3);
  });

  it('costs one more for an identified visitor: the identification the session recorded', async () => {
    const caller = await accountCaller();
    await caller.identify('10000001', true);
    await caller.account('10000001');
    const statements = await statementsOf(caller.database, () => caller.account('10000001'));
    expect(statements.length).toBeLessThanOrEqual(4);
  });
});
