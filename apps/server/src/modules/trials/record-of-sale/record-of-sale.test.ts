import { recordOfSaleExistsSchema, recordOfSaleStatusSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vehicleSales, vehicleTrials } from '../../../db/schema/index.ts';
import { USED_CAR_RADIOS } from '../../../db/seed/used-car-radios.ts';
import {
  anonymousCaller,
  freshClock,
  insertIdentity,
  signInWithPassword,
} from '../../../testing/identities.ts';
import { bearer } from '../../../testing/service-sessions.ts';
import { createTestApp } from '../../../testing/test-app.ts';

const EXISTS = '/record-of-sale/v1/records/exists';
const STATUS = '/record-of-sale/v1/records/status';
const PASSWORD = 'Harbor-Lantern-63';

async function setUp(handle: string) {
  const testApp = await createTestApp({ clock: freshClock() });
  const now = testApp.clock.now();
  const buyer = await insertIdentity(testApp, {
    handle,
    password: PASSWORD,
    emailVerifiedAt: now,
  });
  const { session } = await signInWithPassword(testApp.app, buyer.handleKey, PASSWORD);
  const get = (url: string, email: string, headers = bearer(session)) =>
    testApp.app.inject({
      method: 'GET',
      url: `${url}?email=${encodeURIComponent(email)}`,
      headers,
    });
  return { ...testApp, now, get };
}

describe('record-of-sale/v1', () => {
  it('answers the signed-in buyer about their own verified email: no record, sold, trial', async () => {
    const { db, now, get } = await setUp('car.buyer@orbitradio.test');
    const exists = async () =>
      recordOfSaleExistsSchema.parse((await get(EXISTS, 'Car.Buyer@orbitradio.test')).json());
    const status = async () =>
      recordOfSaleStatusSchema.parse((await get(STATUS, 'car.buyer@orbitradio.test')).json());
    expect(await exists()).toEqual({ exists: false });
    expect(await status()).toEqual({ status: 'NONE', soldOn: null, vinLastFour: null });

    const radioId = USED_CAR_RADIOS.eligibleUs[2];
    await db.insert(vehicleSales).values({
      id: 'sale_test_car_buyer',
      vin: '1UCSALE05UC000202',
      radioId,
      saleType: 'used',
      corpId: null,
      buyerFirstName: 'Car',
      buyerLastName: 'Buyer',
      buyerEmail: 'car.buyer@orbitradio.test',
      buyerEmailKey: 'car.buyer@orbitradio.test',
      buyerPhone: null,
      buyerAddress: {
        addressLine1: '1 Main St',
        city: 'Atlanta',
        state: 'GA',
        zip: '30301',
        country: 'US',
      },
      soldAt: now,
      createdAt: now,
    });
    expect(await exists()).toEqual({ exists: true });
    expect(await status()).toEqual({
      status: 'SOLD',
      soldOn: now.toISOString().slice(0, 10),
      vinLastFour: '0202',
    });
    await db.insert(vehicleTrials).values({
      id: 'vtr_test_car_buyer',
      radioId,
      program: 'OEM',
      planCode: 'US_SAT_AA_TRIAL_12MO',
      corpId: null,
      saleId: 'sale_test_car_buyer',
      claimableUntil: new Date(now.getTime() + 30 * 86_400_000),
      createdAt: now,
    });
    expect((await status()).status).toBe('TRIAL_OFFERED');
    await db
      .update(vehicleTrials)
      .set({ claimableUntil: new Date(now.getTime() - 1000) })
      .where(eq(vehicleTrials.id, 'vtr_test_car_buyer'));
    expect((await status()).status).toBe('TRIAL_EXPIRED');
    await db
      .update(vehicleTrials)
      .set({ claimedAt: now })
      .where(eq(vehicleTrials.id, 'vtr_test_car_buyer'));
    expect((await status()).status).toBe('TRIAL_CLAIMED');
  });

  it("refuses another's email, an unverified one and an anonymous caller with 403", async () => {
    const testApp = await setUp('other.buyer@orbitradio.test');
    for (const url of [EXISTS, STATUS]) {
      const other = await testApp.get(url, 'listener@orbitradio.test');
      expect(other.statusCode, other.body).toBe(403);
      expect(other.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    await insertIdentity(testApp, {
      handle: 'unverified.buyer@orbitradio.test',
      password: PASSWORD,
    });
    const { session } = await signInWithPassword(
      testApp.app,
      'unverified.buyer@orbitradio.test',
      PASSWORD,
    );
    const unverified = await testApp.get(
      EXISTS,
      'unverified.buyer@orbitradio.test',
      bearer(session),
    );
    expect(unverified.statusCode).toBe(403);
    const anonymous = await anonymousCaller(testApp.app);
    const stranger = await testApp.get(STATUS, 'car.buyer@orbitradio.test', anonymous.headers);
    expect(stranger.statusCode).toBe(403);
  });
});
