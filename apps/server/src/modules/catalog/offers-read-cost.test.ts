import { careDeviceLookupResultSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_IDENTITIES } from '../../db/seed/identities.ts';
import { type CareCaller, careCaller, careData } from '../../testing/care-caller.ts';
import { statementsOf } from '../../testing/statement-count.ts';

type Read = [url: string, body: object, status: number];

/** Sends each read, checks its answer's status, and holds it to `most` SQL statements. */
async function expectEachToCostAtMost(caller: CareCaller, reads: readonly Read[], most: number) {
  for (const [url, body, status] of reads) {
    const statements = await statementsOf(caller.database, async () => {
      const response = await caller.post(url, body);
      expect(response.statusCode, response.body).toBe(status);
    });
    expect(statements.length, `${url} ${JSON.stringify(body)}`).toBeLessThanOrEqual(most);
  }
}

describe('the offers read', () => {
  it('costs 2 SQL statements for a visitor, with or without a program code: session, offers', async () => {
    const caller = await careCaller();
    const reads: Read[] = [
      ['/services/offers', { streaming: true }, 200],
      ['/services/offers', { streaming: false }, 200],
      ['/services/offers', { streaming: false, programCode: 'USSATAA6MO5' }, 200],
    ];
    await expectEachToCostAtMost(caller, reads, 2);
  });

  it("costs only its session once the market's selection is kept, and answers the same", async () => {
    const caller = await careCaller();
    const body = { streaming: false, programCode: 'USSATAA6MO5' };
    const first = await caller.post('/services/offers', body);
    expect(first.statusCode, first.body).toBe(200);
    // Another visitor of the same market, asking the same: the selection read for the first.
    await caller.newSession();
    let again: Awaited<ReturnType<typeof caller.post>> | undefined;
    const statements = await statementsOf(caller.database, async () => {
      again = await caller.post('/services/offers', body);
    });
    expect(again?.json()).toEqual(first.json());
    expect(statements).toHaveLength(1);
    expect(statements[0]).toContain('care_sessions');
  });

  it('costs at most 3 for a known customer, however they are known: session, budgets, one read', async () => {
    const caller = await careCaller();
    const { deviceRef } = careData(
      await caller.post('/services/device/validate', { radioId: 'ORBC0002' }),
      careDeviceLookupResultSchema,
    );
    const reads: Read[] = [
      ['/services/offers/customer', { streaming: true, email: 'listener@orbitradio.test' }, 200],
      ['/services/offers/customer', { streaming: false, email: 'nobody@orbitradio.test' }, 200],
      [
        '/services/offers/customer',
        { streaming: false, email: 'owner@orbitradio.test', programCode: 'USSATAA6MO5' },
        200,
      ],
      ['/services/offers/customer', { streaming: false, radioId: 'ORBN0001' }, 200],
      ['/services/offers/customer', { streaming: false, radioId: 'ORBA0003' }, 409],
      ['/services/offers/customer', { streaming: false, radioId: 'ZZZZ9999' }, 404],
      ['/services/offers/customer', { streaming: false, deviceRef }, 200],
      [
        '/services/offers/customer',
        { streaming: false, subscriptionId: 'sub_seed_trial_0004' },
        200,
      ],
      ['/services/offers/customer/add', { streaming: false, radioId: 'ORBN0001' }, 200],
    ];
    await expectEachToCostAtMost(caller, reads, 3);
    await caller.signIn('orbitowner1', DEMO_IDENTITIES.accountHolder.password);
    // Signed in, by their own account's past.
    const signedIn = await statementsOf(caller.database, async () => {
      const response = await caller.post('/services/offers/customer', { streaming: true });
      expect(response.statusCode, response.body).toBe(200);
    });
    expect(signedIn.length).toBeLessThanOrEqual(3);
  });

  it('costs its checks more with a promo code: 4 for a visitor, 6 for a known customer', async () => {
    const caller = await careCaller();
    const reads: [Read, number][] = [
      // session, budget, the code, the offers
      [['/services/offers', { streaming: true, marketingPromoCode: 'stream3free' }, 200], 4],
      // session, budget, the customer's past, the code, its redemptions by them, the offers
      [
        [
          '/services/offers/customer',
          { streaming: true, email: 'listener@orbitradio.test', marketingPromoCode: 'stream3free' },
          200,
        ],
        6,
      ],
    ];
    for (const [read, most] of reads) await expectEachToCostAtMost(caller, [read], most);
  });
});
