import { careRefreshDeviceResultSchema, REFRESHES_PER_RADIO_PER_DAY } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { radioRefreshes } from '../../../db/schema/index.ts';
import { careCaller, careData, careError } from '../../../testing/care-caller.ts';
import { createFakeClock } from '../../../testing/fake-clock.ts';
import { fileCounter } from '../../../testing/file-counter.ts';
import { captchaRequired, solvedCaptcha } from '../../../testing/human-checks.ts';
import { outcomesOf } from '../../../testing/race-outcomes.ts';

const REFRESH = '/services/device/refresh';
const APRIL_FIRST = '2026-04-01T15:00:00Z';

const addresses = fileCounter();

/** A caller at an address of its own: the tests share the file's database and its budgets. */
const callerAt = (instant = APRIL_FIRST) =>
  careCaller({
    clock: createFakeClock(new Date(instant)),
    remoteAddress: `198.51.100.${addresses.next() + 1}`,
  });

async function refreshesOf(
  caller: { db: Awaited<ReturnType<typeof callerAt>>['db'] },
  radioId: string,
) {
  return caller.db.select().from(radioRefreshes).where(eq(radioRefreshes.radioId, radioId));
}

describe('POST /services/device/refresh: a radio with an active subscription', () => {
  it('records one refresh command and sends it through the uplink, named by radio id', async () => {
    const caller = await callerAt();
    const response = await caller.post(REFRESH, {
      radioId: 'orbg0131',
      languagePreference: 'en-US',
    });
    expect(response.headers['cache-control']).toContain('no-store');
    expect(careData(response, careRefreshDeviceResultSchema)).toEqual({
      status: 'SUCCESS',
      radiosRefreshed: 1,
      sentAt: '2026-04-01T15:00:00.000Z',
    });
    const rows = await refreshesOf(caller, 'ORBG0131');
    expect(rows.filter((row) => row.requestedBy === 'radioId')).toMatchObject([
      { accountNumber: '10000131', uplinkStatus: 'sent', requestedAt: new Date(APRIL_FIRST) },
    ]);
  });

  it('finds the radio by its VIN (any case) and by its plate with the state', async () => {
    const caller = await callerAt('2026-04-03T15:00:00Z');
    const byVin = await caller.post(REFRESH, { vin: '4s3gtaa0xr1013131' });
    expect(careData(byVin, careRefreshDeviceResultSchema).radiosRefreshed).toBe(1);
    const byPlate = await caller.post(REFRESH, { licensePlate: 'orb 131', state: 'CO' });
    expect(careData(byPlate, careRefreshDeviceResultSchema).radiosRefreshed).toBe(1);
    const kinds = (await refreshesOf(caller, 'ORBG0131')).map((row) => row.requestedBy);
    expect(kinds).toEqual(expect.arrayContaining(['vin', 'licensePlate']));
  });

  it('by phone, refreshes each radio of the number that can be, and only those', async () => {
    const caller = await callerAt();
    const response = await caller.post(REFRESH, { phone: '514-555-0138' });
    expect(careData(response, careRefreshDeviceResultSchema).radiosRefreshed).toBe(1);
    expect(await refreshesOf(caller, 'ORBG0138')).toHaveLength(1);
    expect(await refreshesOf(caller, 'ORBG0181')).toHaveLength(0);
  });
});

describe('POST /services/device/refresh: each refusal, from the demo radios', () => {
  it.each([
    ['an unknown radio', { radioId: 'ORBG0199' }, 404, 'DEVICE_NOT_FOUND'],
    ['an unknown VIN', { vin: '1HGCM82633A004352' }, 404, 'DEVICE_NOT_FOUND'],
    ['a radio on no account', { radioId: 'ORBG0134' }, 409, 'NO_SUBSCRIPTION'],
    ['a radio whose subscription closed', { radioId: 'ORBG0133' }, 409, 'NO_SUBSCRIPTION'],
    ['a past-due account', { radioId: 'ORBG0132' }, 409, 'PAST_DUE'],
    ['a past-due account, by VIN', { vin: '4S3GTAA01R1013132' }, 409, 'PAST_DUE'],
    [
      'the sixth radio on one phone',
      { phone: '3035550136' },
      409,
      'DEVICE_LIMIT_EXCEEDED_FOR_PHONE_NUMBER',
    ],
  ])('%s: %s', async (_name, body, status, code) => {
    const caller = await callerAt();
    careError(await caller.post(REFRESH, body), status, code);
  });

  it('writes no refresh for a refused radio', async () => {
    const caller = await callerAt();
    careError(await caller.post(REFRESH, { radioId: 'ORBG0132' }), 409, 'PAST_DUE');
    expect(await refreshesOf(caller, 'ORBG0132')).toHaveLength(0);
  });

  it('answers a virtual (streaming) radio id with its own code, on the radio id field', async () => {
    const caller = await callerAt();
    const error = careError(
      await caller.post(REFRESH, { radioId: '0f8fad5b-d9cb-469f-a165-70867728950e' }),
      400,
      'DEVICE_REFRESH_NOT_SUPPORTED',
    );
    expect(error.fieldErrors).toEqual([
      { errorCode: 'INVALID_VIRTUAL_RADIO_ID', fieldName: 'radioId' },
    ]);
  });

  it('refuses a request naming no device, or a plate without its state', async () => {
    const caller = await callerAt();
    careError(await caller.post(REFRESH, {}), 400, 'INVALID_PAYLOAD');
    const plate = careError(
      await caller.post(REFRESH, { licensePlate: 'ORB131' }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(plate.fieldErrors).toContainEqual({ errorCode: 'REQUIRED', fieldName: 'state' });
    const vin = careError(
      await caller.post(REFRESH, { vin: '4S3GTAA00R1013131' }),
      400,
      'INVALID_PAYLOAD',
    );
    expect(vin.fieldErrors).toEqual([{ errorCode: 'CHECK_DIGIT', fieldName: 'vin' }]);
  });
});

describe('POST /services/device/refresh: the daily limit of a radio', () => {
  it(`allows ${REFRESHES_PER_RADIO_PER_DAY} refreshes in 24 hours, then again a day later`, async () => {
    const clock = createFakeClock(new Date('2026-04-10T08:00:00Z'));
    const caller = await careCaller({ clock, remoteAddress: '198.51.100.200' });
    for (let refresh = 0; refresh < REFRESHES_PER_RADIO_PER_DAY; refresh += 1) {
      careData(await caller.post(REFRESH, { radioId: 'ORBG0137' }), careRefreshDeviceResultSchema);
      clock.advanceSeconds(600);
    }
    careError(await caller.post(REFRESH, { radioId: 'ORBG0137' }), 409, 'REFRESH_LIMIT_REACHED');
    // The first of the three is 24 hours old at 08:00 the next day: one refresh is free again.
    clock.set(new Date('2026-04-11T08:00:01Z'));
    await caller.newSession();
    careData(await caller.post(REFRESH, { radioId: 'ORBG0137' }), careRefreshDeviceResultSchema);
    careError(await caller.post(REFRESH, { radioId: 'ORBG0137' }), 409, 'REFRESH_LIMIT_REACHED');
  });

  it('holds when refreshes race: exactly the limit goes through', async () => {
    const caller = await callerAt('2026-04-12T08:00:00Z');
    const answers = await Promise.all(
      Array.from({ length: REFRESHES_PER_RADIO_PER_DAY + 3 }, () =>
        caller.post(REFRESH, { radioId: 'ORBG0139' }),
      ),
    );
    const outcomes = outcomesOf(answers);
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(
      REFRESHES_PER_RADIO_PER_DAY,
    );
    expect(outcomes.filter((outcome) => outcome !== 'ok')).toEqual(
      Array(3).fill('409 REFRESH_LIMIT_REACHED'),
    );
    expect(await refreshesOf(caller, 'ORBG0139')).toHaveLength(REFRESHES_PER_RADIO_PER_DAY);
  });

  it('the seeded radio at its limit is at it today (its refreshes are dated from the seed)', async () => {
    const caller = await careCaller({
      clock: createFakeClock(new Date()),
      remoteAddress: '198.51.100.201',
    });
    careError(await caller.post(REFRESH, { radioId: 'ORBG0137' }), 409, 'REFRESH_LIMIT_REACHED');
  });
});

describe('POST /services/device/refresh: lookups anyone can repeat', () => {
  it('asks for a human check past the identifier’s hourly budget, never locks it out', async () => {
    const caller = await callerAt();
    for (let lookup = 0; lookup < 10; lookup += 1) {
      careError(await caller.post(REFRESH, { radioId: 'ORBG0198' }), 404, 'DEVICE_NOT_FOUND');
    }
    captchaRequired(await caller.post(REFRESH, { radioId: 'ORBG0198' }));
    const proof = await solvedCaptcha(caller.post);
    careError(
      await caller.post(REFRESH, { radioId: 'ORBG0198', ...proof }),
      404,
      'DEVICE_NOT_FOUND',
    );
  });
});

describe('POST /services/device/refresh: an uplink that does not carry the command', () => {
  it('answers FAILED_TO_REFRESH_DEVICE for a radio out of the sandbox’s coverage, and records it failed', async () => {
    const caller = await callerAt('2026-04-20T08:00:00Z');
    careError(await caller.post(REFRESH, { radioId: 'ORBP0182' }), 503, 'FAILED_TO_REFRESH_DEVICE');
    expect(await refreshesOf(caller, 'ORBP0182')).toMatchObject([
      { accountNumber: '10000182', uplinkStatus: 'failed' },
    ]);
  });

  it('does not count a failed refresh toward the daily limit', async () => {
    const caller = await callerAt('2026-04-21T08:00:00Z');
    for (let attempt = 0; attempt < REFRESHES_PER_RADIO_PER_DAY + 2; attempt += 1) {
      // Past the limit it would be REFRESH_LIMIT_REACHED if failures counted.
      careError(
        await caller.post(REFRESH, { radioId: 'ORBP0182' }),
        503,
        'FAILED_TO_REFRESH_DEVICE',
      );
    }
  });

  it('answers FAILED_TO_REFRESH_DEVICE when the partner at SATELLITE_UPLINK_URL cannot be reached', async () => {
    const caller = await careCaller({
      clock: createFakeClock(new Date('2026-04-22T08:00:00Z')),
      remoteAddress: '198.51.100.210',
      // Port 9 (discard) is closed here: the connection is refused at once.
      env: { SATELLITE_UPLINK_URL: 'http://127.0.0.1:9/uplink' },
    });
    const response = await caller.post(REFRESH, { radioId: 'ORBP0181' });
    careError(response, 503, 'FAILED_TO_REFRESH_DEVICE');
    expect(response.body).not.toContain('127.0.0.1');
    expect(await refreshesOf(caller, 'ORBP0181')).toEqual(
      expect.arrayContaining([expect.objectContaining({ uplinkStatus: 'failed' })]),
    );
  });
});
