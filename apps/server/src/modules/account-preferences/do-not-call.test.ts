import { careDoNotCallResultSchema, countryAppSettingsSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { doNotCallRegistrations } from '../../db/schema/index.ts';
import {
  CA_HOST,
  type CareCaller,
  careCaller,
  careData,
  careError,
  ORBIT_OWNER,
  US_HOST,
} from '../../testing/care-caller.ts';
import { createFakeClock } from '../../testing/fake-clock.ts';
import { fileCounter } from '../../testing/file-counter.ts';
import { doNotCallRegistrationsOf } from './index.ts';

const DO_NOT_CALL = '/services/account-mgmt/preferences/donotcall';
const DAY = 86_400;

const callers = fileCounter();

/**
 * A caller whose clock starts at `instant`, on the US host unless told, at an address of its
 * own: the tests share the file's database, and requests from one address an hour are counted.
 */
const callerAt = (instant: string, host = US_HOST) =>
  careCaller({
    host,
    clock: createFakeClock(new Date(instant)),
    remoteAddress: `192.0.2.${callers.next() + 1}`,
  });

async function register(caller: CareCaller, phoneNumber: string, extra: object = {}) {
  return careData(
    await caller.post(DO_NOT_CALL, { phoneNumber, ...extra }),
    careDoNotCallResultSchema,
  );
}

async function rowsOf(caller: CareCaller, phone: string) {
  return caller.db
    .select()
    .from(doNotCallRegistrations)
    .where(eq(doNotCallRegistrations.phone, phone));
}

describe('POST /services/account-mgmt/preferences/donotcall: the deadline', () => {
  it('counts ten business days, skipping the weekends', async () => {
    // Friday March 6, 2026, 10:00 in New York.
    const caller = await callerAt('2026-03-06T15:00:00Z');
    const response = await caller.post(DO_NOT_CALL, { phoneNumber: '212-555-0100' });
    expect(response.headers['cache-control']).toContain('no-store');
    expect(careData(response, careDoNotCallResultSchema)).toEqual({
      resultCode: 'Success',
      phoneNumber: '212-555-0100',
      requestedAt: '2026-03-06T15:00:00.000Z',
      honourBy: '2026-03-20',
    });
  });

  it('skips US Thanksgiving on a US host, not on a Canadian one', async () => {
    // Saturday November 21, 2026: the count starts on Monday the 23rd.
    const us = await callerAt('2026-11-21T15:00:00Z');
    expect((await register(us, '2125550101')).honourBy).toBe('2026-12-07');
    const ca = await callerAt('2026-11-21T15:00:00Z', CA_HOST);
    expect((await register(ca, '4165550101')).honourBy).toBe('2026-12-04');
    const [row] = await rowsOf(ca, '4165550101');
    expect(row).toMatchObject({ country: 'ca', language: 'en-CA', honourBy: '2026-12-04' });
  });

  it("crosses the year end with each market's holidays", async () => {
    const us = await callerAt('2026-12-18T15:00:00Z');
    expect((await register(us, '2125550102')).honourBy).toBe('2027-01-05');
    const ca = await callerAt('2026-12-18T15:00:00Z', CA_HOST);
    expect((await register(ca, '4165550102')).honourBy).toBe('2027-01-06');
  });

  it("counts from the request day in the market's care-centre time zone", async () => {
    // 01:30 UTC on Saturday is still Friday evening in New York.
    const caller = await callerAt('2026-03-07T01:30:00Z');
    expect((await register(caller, '2125550103')).honourBy).toBe('2026-03-20');
  });

  it('keeps the language the request was made in, when the market speaks it', async () => {
    const ca = await callerAt('2026-04-06T15:00:00Z', CA_HOST);
    await register(ca, '5145550104', { languagePreference: 'fr-CA' });
    const us = await callerAt('2026-04-06T15:00:00Z');
    await register(us, '2125550104', { languagePreference: 'fr-CA' });
    expect((await rowsOf(ca, '5145550104'))[0]?.language).toBe('fr-CA');
    expect((await rowsOf(us, '2125550104'))[0]?.language).toBe('en-US');
  });
});

describe('POST /services/account-mgmt/preferences/donotcall: registrations', () => {
  it('answers the pending registration of a number registered again, with no second row', async () => {
    const caller = await callerAt('2026-05-04T14:00:00Z');
    const first = await register(caller, '3125550105');
    caller.clock.advanceSeconds(600);
    const again = await register(caller, '312-555-0105');
    expect(again).toEqual(first);
    expect(await rowsOf(caller, '3125550105')).toHaveLength(1);

    // Once the deadline has passed, a new request is a new registration.
    caller.clock.advanceSeconds(20 * DAY);
    await caller.newSession();
    const later = await register(caller, '3125550105');
    expect(later.requestedAt).not.toBe(first.requestedAt);
    expect(await rowsOf(caller, '3125550105')).toHaveLength(2);
  });

  it('keeps one number per market apart', async () => {
    const us = await callerAt('2026-05-05T14:00:00Z');
    const ca = await callerAt('2026-05-05T14:00:00Z', CA_HOST);
    await register(us, '6135550106');
    await register(ca, '6135550106');
    const rows = await rowsOf(us, '6135550106');
    expect(rows.map((row) => row.country).sort()).toEqual(['ca', 'us']);
  });

  it('refuses a number that is not 10 digits, with a field error', async () => {
    const caller = await careCaller();
    for (const [phoneNumber, code] of [
      ['555-1234', 'INVALID'],
      ['55512345', 'TOO_SHORT'],
      ['555123456789', 'TOO_LONG'],
      ['', 'REQUIRED'],
    ] as const) {
      const refused = careError(
        await caller.post(DO_NOT_CALL, { phoneNumber }),
        400,
        'INVALID_PAYLOAD',
      );
      expect(refused.fieldErrors).toMatchObject([{ fieldName: 'phoneNumber', errorCode: code }]);
    }
    careError(await caller.post(DO_NOT_CALL, {}), 400, 'INVALID_PAYLOAD');
  });

  it('needs a care session', async () => {
    const caller = await careCaller();
    const response = await caller.app.inject({
      method: 'POST',
      url: DO_NOT_CALL,
      headers: { host: US_HOST },
      payload: { phoneNumber: '2125550107' },
    });
    careError(response, 401, 'SESSION_TIMED_OUT');
  });

  it("links a signed-in owner's registration to their account, with the same deadline", async () => {
    const caller = await callerAt('2026-06-01T14:00:00Z');
    await caller.signIn(ORBIT_OWNER.username, ORBIT_OWNER.password);
    const answer = await register(caller, '5125550108');
    expect((await rowsOf(caller, '5125550108'))[0]?.accountNumber).toBe('10000001');
    const registrations = await doNotCallRegistrationsOf(caller.db, '10000001');
    expect(registrations).toContainEqual(
      expect.objectContaining({
        phone: '5125550108',
        country: 'us',
        honourBy: answer.honourBy,
        requestedAt: new Date(answer.requestedAt),
      }),
    );
    expect(await doNotCallRegistrationsOf(caller.db, '10000002')).toEqual([]);
  });

  it('links an anonymous registration when its owner repeats it signed in', async () => {
    const caller = await callerAt('2026-06-02T14:00:00Z');
    const anonymous = await register(caller, '5125550109');
    expect((await rowsOf(caller, '5125550109'))[0]?.accountNumber).toBeNull();
    await caller.signIn(ORBIT_OWNER.username, ORBIT_OWNER.password);
    expect(await register(caller, '5125550109')).toEqual(anonymous);
    const rows = await rowsOf(caller, '5125550109');
    expect(rows).toHaveLength(1);
    expect(rows[0]?.accountNumber).toBe('10000001');
  });
});

describe('the do-not-call phone number of the static config', () => {
  it("is in each market's app settings, from DO_NOT_CALL_PHONE_US / _CA", async () => {
    const caller = await careCaller({ env: { DO_NOT_CALL_PHONE_CA: '1-888-555-0199' } });
    const settingsOf = async (country: string) =>
      countryAppSettingsSchema.parse(
        (await caller.get(`/config/app-settings.${country}.json?v=test`)).json(),
      );
    expect((await settingsOf('us')).care.doNotCallPhone).toBe('1-888-555-0144');
    expect((await settingsOf('ca')).care.doNotCallPhone).toBe('1-888-555-0199');
  });
});
