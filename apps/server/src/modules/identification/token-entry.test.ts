import { careDeviceLookupResultSchema, careTokenEntryResultSchema } from '@orbit/domain';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../../db/schema/index.ts';
import { type CareCaller, careCaller, careData, careError } from '../../testing/care-caller.ts';
import { createFakeClock } from '../../testing/fake-clock.ts';
import { resolveDeviceRef } from './device-ref.ts';
import { TOKEN_ENTRY_BUCKET } from './enter-by-token.ts';
import { type EntryTokenClaims, signEntryToken } from './entry-token.ts';

const ENTER = '/services/identification/token';
const DAY = 86_400;

/** The claims of a token before its expiry is set (one type per token type). */
type Unsigned<C = EntryTokenClaims> = C extends EntryTokenClaims ? Omit<C, 'expiresAt'> : never;

/** A token as the minting command would sign it, valid `seconds` from the caller's now. */
function tokenFor(caller: CareCaller, claims: Unsigned, seconds = 30 * DAY) {
  const now = caller.clock.now();
  const expiresAt = new Date(now.getTime() + seconds * 1000);
  return signEntryToken(caller.db, { ...claims, expiresAt } as EntryTokenClaims, now);
}

async function currentSessionId(caller: CareCaller): Promise<string> {
  const response = await caller.get('/services/utility/env-info');
  return response.json().data.sessionInfo.id as string;
}

/** The last character of a base64url text changed to another one. */
/** Changes a character the signature's bytes depend on (a base64url string's last one may carry padding bits only). */
const flipSignature = (text: string) =>
  `${text.slice(0, -2)}${text.at(-2) === 'A' ? 'B' : 'A'}${text.at(-1)}`;

describe('POST /services/identification/token', () => {
  it('opens a SALES_AUDIO link: the radio masked, a deviceRef for this session, the program code', async () => {
    const caller = await careCaller();
    const token = await tokenFor(caller, {
      type: 'SALES_AUDIO',
      radioId: 'ORBN0001',
      programCode: 'USSATAA6MO5',
    });
    expect(token).toMatch(/^oet1\.[\w-]+\.[\w-]{43}$/);
    const entered = careData(
      await caller.post(ENTER, { token, tokenType: 'SALES_AUDIO' }),
      careTokenEntryResultSchema,
    );
    expect(entered).toMatchObject({
      radioIdLastFour: '0001',
      deviceType: 'radio',
      status: 'new',
      hasActiveSubscription: false,
      cardOnFile: null,
      programCode: 'USSATAA6MO5',
    });
    const careSessionId = await currentSessionId(caller);
    const resolved = await resolveDeviceRef(caller.db, {
      deviceRef: entered.deviceRef,
      careSessionId,
      now: caller.clock.now(),
    });
    expect(resolved.radioId).toBe('ORBN0001');
  });

  it('answers the same masked device as find-your-radio, card on file for the owner only', async () => {
    const caller = await careCaller();
    const token = await tokenFor(caller, { type: 'SALES_AUDIO', radioId: 'ORBT0004' });
    const {
      deviceRef: _entryRef,
      programCode,
      ...byToken
    } = careData(
      await caller.post(ENTER, { token, tokenType: 'SALES_AUDIO' }),
      careTokenEntryResultSchema,
    );
    const { deviceRef: _lookupRef, ...byLookup } = careData(
      await caller.post('/services/device/validate', { radioId: 'ORBT0004' }),
      careDeviceLookupResultSchema,
    );
    expect(programCode).toBeNull();
    expect(byToken).toEqual(byLookup);
    expect(byToken.cardOnFile).toBeNull();
    await caller.signIn('orbitowner1', 'Nebula-Drift-77');
    const owner = careData(
      await caller.post(ENTER, { token, tokenType: 'SALES_AUDIO' }),
      careTokenEntryResultSchema,
    );
    expect(owner.cardOnFile).toEqual({ brand: 'visa', last4: '4242' });
  });

  it("opens an ACCOUNT link on the account's first radio with no paid subscription running", async () => {
    const caller = await careCaller();
    // Account 10000001: ORBA0003 has Platinum running, ORBT0004 is in its free trial.
    const token = await tokenFor(caller, {
      type: 'ACCOUNT',
      accountNumber: '10000001',
      programCode: 'VEGA',
    });
    const entered = careData(
      await caller.post(ENTER, { token, tokenType: 'ACCOUNT' }),
      careTokenEntryResultSchema,
    );
    expect(entered).toMatchObject({
      radioIdLastFour: '0004',
      hasActiveSubscription: false,
      programCode: 'VEGA',
    });
  });

  it('answers the first radio, marked active, when every radio of the account is paid for', async () => {
    // After its trial ended, ORBT0004 is paid for too: nothing left to sell on account 10000001.
    const caller = await careCaller({ clock: createFakeClock(new Date('2027-02-01T12:00:00Z')) });
    const token = await tokenFor(caller, { type: 'ACCOUNT', accountNumber: '10000001' });
    const entered = careData(
      await caller.post(ENTER, { token, tokenType: 'ACCOUNT' }),
      careTokenEntryResultSchema,
    );
    expect(entered).toMatchObject({ radioIdLastFour: '0003', hasActiveSubscription: true });
    // This file's database outlives the test: a counting window opened in 2027 would still be
    // open for the tests whose clocks are in 2026.
    await caller.db
      .delete(rateLimitCounters)
      .where(like(rateLimitCounters.bucket, `${TOKEN_ENTRY_BUCKET}%`));
  });

  it('refuses a token from the second it expires', async () => {
    const caller = await careCaller();
    // Ten minutes, so the care session (20 minutes idle) outlives the token.
    const token = await tokenFor(caller, { type: 'SALES_AUDIO', radioId: 'ORBN0001' }, 600);
    const enter = () => caller.post(ENTER, { token, tokenType: 'SALES_AUDIO' });
    caller.clock.advanceSeconds(599);
    expect((await enter()).statusCode).toBe(200);
    caller.clock.advanceSeconds(1);
    const refused = careError(await enter(), 400, 'INVALID_TOKEN');
    expect(refused.fieldErrors).toEqual([]);
  });

  it('refuses a tampered signature, a payload swapped under a signature, and other versions', async () => {
    const caller = await careCaller();
    const token = await tokenFor(caller, { type: 'SALES_AUDIO', radioId: 'ORBN0001' });
    const other = await tokenFor(caller, { type: 'SALES_AUDIO', radioId: 'ORBC0002' });
    const [version, payload, signature] = token.split('.');
    const [, otherPayload] = other.split('.');
    for (const forged of [
      `${version}.${payload}.${flipSignature(signature ?? '')}`,
      `${version}.${otherPayload}.${signature}`,
      `oet2.${payload}.${signature}`,
      `${version}.${payload}`,
      `${token}.`,
      'not a token',
    ]) {
      careError(
        await caller.post(ENTER, { token: forged, tokenType: 'SALES_AUDIO' }),
        400,
        'INVALID_TOKEN',
      );
    }
  });

  it('refuses a token sent as another type than its own', async () => {
    const caller = await careCaller();
    const sales = await tokenFor(caller, { type: 'SALES_AUDIO', radioId: 'ORBN0001' });
    const account = await tokenFor(caller, { type: 'ACCOUNT', accountNumber: '10000001' });
    const streaming = await tokenFor(caller, { type: 'SALES_STREAMING', radioId: 'ORBN0001' });
    for (const [token, tokenType] of [
      [sales, 'ACCOUNT'],
      [sales, 'SALES_STREAMING'],
      [account, 'SALES_AUDIO'],
      [streaming, 'SALES_AUDIO'],
    ] as const) {
      careError(await caller.post(ENTER, { token, tokenType }), 400, 'INVALID_TOKEN');
    }
    careData(
      await caller.post(ENTER, { token: streaming, tokenType: 'SALES_STREAMING' }),
      careTokenEntryResultSchema,
    );
  });

  it('refuses a well-signed token naming a radio or account we do not know, telling nothing more', async () => {
    const caller = await careCaller();
    const bodies = new Set<string>();
    for (const claims of [
      { type: 'SALES_AUDIO', radioId: 'ZZZZ9999' },
      // The radio is real but no longer on the account the link was sent for.
      { type: 'SALES_AUDIO', radioId: 'ORBC0002', accountNumber: '10000001' },
      { type: 'ACCOUNT', accountNumber: '99999999' },
      // A streaming-only account: no radio to answer with.
      { type: 'ACCOUNT', accountNumber: '10000003' },
    ] as const) {
      const response = await caller.post(ENTER, {
        token: await tokenFor(caller, claims),
        tokenType: claims.type,
      });
      careError(response, 400, 'INVALID_TOKEN');
      bodies.add(response.body);
    }
    const forged = await caller.post(ENTER, { token: 'oet1.e30.x', tokenType: 'SALES_AUDIO' });
    bodies.add(forged.body);
    expect(bodies.size).toBe(1);
  });

  it('refuses a deviceRef sent as a token, and a token offered as a deviceRef', async () => {
    const caller = await careCaller();
    const { deviceRef } = careData(
      await caller.post('/services/device/validate', { radioId: 'ORBN0001' }),
      careDeviceLookupResultSchema,
    );
    careError(
      await caller.post(ENTER, { token: deviceRef, tokenType: 'SALES_AUDIO' }),
      400,
      'INVALID_TOKEN',
    );
    const token = await tokenFor(caller, { type: 'SALES_AUDIO', radioId: 'ORBN0001' });
    await expect(
      resolveDeviceRef(caller.db, {
        deviceRef: token,
        careSessionId: await currentSessionId(caller),
        now: caller.clock.now(),
      }),
    ).rejects.toMatchObject({ code: 'DEVICE_NOT_FOUND' });
  });

  it('stops an address once its lookup budget is spent, bad tokens included, with Retry-After', async () => {
    const caller = await careCaller({ env: { IDENTITY_LOOKUPS_PER_IP_PER_MINUTE: '3' } });
    const token = await tokenFor(caller, { type: 'SALES_AUDIO', radioId: 'ORBN0001' });
    const enter = (value: string) => caller.post(ENTER, { token: value, tokenType: 'SALES_AUDIO' });
    careError(await enter('oet1.guess.one'), 400, 'INVALID_TOKEN');
    careError(await enter('oet1.guess.two'), 400, 'INVALID_TOKEN');
    expect((await enter(token)).statusCode).toBe(200);
    const limited = careError(await enter(token), 429, 'RATE_LIMIT_EXCEEDED');
    expect(limited.errorCode).toBe('RATE_LIMIT_EXCEEDED');
    expect(Number((await enter(token)).headers['retry-after'])).toBeGreaterThan(0);
    caller.clock.advanceSeconds(60);
    expect((await enter(token)).statusCode).toBe(200);
  });

  it('checks the request and the care session before anything else', async () => {
    const caller = await careCaller();
    careError(
      await caller.post(ENTER, { token: '', tokenType: 'SALES_AUDIO' }),
      400,
      'INVALID_PAYLOAD',
    );
    careError(
      await caller.post(ENTER, { token: 'x', tokenType: 'PROSPECT' }),
      400,
      'INVALID_PAYLOAD',
    );
    const anonymous = await caller.app.inject({
      method: 'POST',
      url: ENTER,
      headers: { host: caller.host },
      payload: { token: 'x', tokenType: 'SALES_AUDIO' },
    });
    careError(anonymous, 401, 'SESSION_TIMED_OUT');
  });
});
