import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { subscriberAccounts } from '../../db/schema/index.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { accountFactsOf } from './account-facts.ts';
import { accountRecordsOf } from './account-records.ts';
import { careAccountView } from './account-view.ts';
import { nextMomentOfAccountView } from './account-view-moment.ts';

const FROM = Date.parse('2026-10-01T00:00:00.000Z');
const TO = Date.parse('2027-02-01T00:00:00.000Z');

/**
 * What keeping a view until its next moment rests on (ADR 102): for every seeded account
 * (trials, promotions, pending cancellations, past-due bills, cards of every status…), from
 * each moment to the next the view reads the same at the span's start, its middle and its last
 * millisecond.
 */
describe('the next moment of an account view', () => {
  it('leaves every seeded account view unchanged until it comes', async () => {
    const { db } = await createTestApp();
    const accounts = await db.select().from(subscriberAccounts);
    expect(accounts.length).toBeGreaterThan(50);
    let spans = 0;
    for (const account of accounts) {
      const records = await accountRecordsOf(db, account);
      const viewAt = async (at: number) =>
        careAccountView(await accountFactsOf(db, account, records, new Date(at)), 'owner');
      for (let at = FROM; at < TO; ) {
        const next = nextMomentOfAccountView(account, records, new Date(at));
        expect(next).toBeGreaterThan(at);
        const first = await viewAt(at);
        for (const within of [Math.floor((at + next) / 2), next - 1]) {
          const later = await viewAt(within);
          if (!isDeepStrictEqual(later, first)) {
            expect.fail(
              `${account.accountNumber}: the view at ${new Date(within).toISOString()} differs from the view at ${new Date(at).toISOString()}, before the next moment ${new Date(next).toISOString()}`,
            );
          }
        }
        spans += 1;
        at = next;
      }
    }
    expect(spans).toBeGreaterThan(accounts.length * 120);
  }, 600_000);
});
