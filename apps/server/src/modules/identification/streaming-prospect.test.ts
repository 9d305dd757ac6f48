import { careStreamingProspectResultSchema, careTokenEntryResultSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { type CareCaller, careCaller, careData, careError } from '../../testing/care-caller.ts';
import { expectRefused } from '../../testing/expect-refused.ts';
import { PROSPECT_CHECKOUT_PATH } from './entry-link.ts';
import { type EntryTokenClaims, signEntryToken } from './entry-token.ts';

const PROSPECT = '/services/account/token/streaming';
const ENTER = '/services/identification/token';
const MINT = '/dev/entry-token';
const DAY = 86_400;

type Unsigned<C = EntryTokenClaims> = C extends EntryTokenClaims ? Omit<C, 'expiresAt'> : never;

/** A token as the minting command would sign it, valid `seconds` from the caller's now. */
function tokenFor(caller: CareCaller, claims: Unsigned, seconds = 30 * DAY) {
  const now = caller.clock.now();
  const expiresAt = new Date(now.getTime() + seconds * 1000);
  return signEntryToken(caller.db, { ...claims, expiresAt } as EntryTokenClaims, now);
}

const prospect = (email = 'prospect@orbitradio.test', programCode?: string): Unsigned => ({
  type: 'PROSPECT',
  email,
  ...(programCode ? { programCode } : {}),
});

/** The last character of a base64url text changed to another one. */
/** Changes a character the signature's bytes depend on (a base64url string's last one may carry padding bits only). */
const flipSignature = (text: string) =>
  `${text.slice(0, -2)}${text.at(-2) === 'A' ? 'B' : 'A'}${text.at(-1)}`;

describe('POST /services/account/token/streaming', () => {
  it("answers the prospect's email and the link's program code, in tkn or cnatkn", async () => {
    const caller = await careCaller();
    const token = await tokenFor(caller, prospect('prospect@orbitradio.test', 'USTPSRTP3MOFREE'));
    expect(token).toMatch(/^oet1\.[\w-]+\.[\w-]{43}$/);
    for (const tokenType of ['PROSPECT_USERNAME', 'STREAMING_WINBACK'] as const) {
      const response = await caller.post(PROSPECT, { token, tokenType });
      expect(response.headers['cache-control']).toContain('no-store');
      expect(careData(response, careStreamingProspectResultSchema)).toEqual({
        email: 'prospect@orbitradio.test',
        programCode: 'USTPSRTP3MOFREE',
      });
    }
    const bare = await tokenFor(caller, prospect('winback@orbitradio.test'));
    expect(
      careData(
        await caller.post(PROSPECT, { token: bare, tokenType: 'STREAMING_WINBACK' }),
        careStreamingProspectResultSchema,
      ),
    ).toEqual({ email: 'winback@orbitradio.test', programCode: null });
  });

  it('refuses a token from the second it expires', async () => {
    const caller = await careCaller();
    // Ten minutes, so the care session (20 minutes idle) outlives the token.
    const token = await tokenFor(caller, prospect(), 600);
    const read = () => caller.post(PROSPECT, { token, tokenType: 'PROSPECT_USERNAME' });
    caller.clock.advanceSeconds(599);
    expect((await read()).statusCode).toBe(200);
    caller.clock.advanceSeconds(1);
    const refused = careError(await read(), 400, 'INVALID_TOKEN');
    expect(refused.fieldErrors).toEqual([]);
  });

  it('refuses a tampered signature, a payload swapped under a signature, and other versions', async () => {
    const caller = await careCaller();
    const token = await tokenFor(caller, prospect('prospect@orbitradio.test'));
    const other = await tokenFor(caller, prospect('someone.else@orbitradio.test'));
    const [version, payload, signature] = token.split('.');
    const [, otherPayload] = other.split('.');
    // A payload written by hand (no signature of ours): the email changed.
    const rewritten = Buffer.from(
      JSON.stringify({ typ: 'PROSPECT', eml: 'attacker@orbitradio.test', exp: 9_999_999_999 }),
    ).toString('base64url');
    for (const forged of [
      `${version}.${payload}.${flipSignature(signature ?? '')}`,
      `${version}.${otherPayload}.${signature}`,
      `${version}.${rewritten}.${signature}`,
      `oet2.${payload}.${signature}`,
      `${version}.${payload}`,
      'not a token',
    ]) {
      careError(
        await caller.post(PROSPECT, { token: forged, tokenType: 'PROSPECT_USERNAME' }),
        400,
        'INVALID_TOKEN',
      );
    }
  });

  it('refuses the entry tokens of the satellite checkout, telling nothing more', async () => {
    const caller = await careCaller();
    const bodies = new Set<string>();
    for (const claims of [
      { type: 'SALES_AUDIO', radioId: 'ORBN0001' },
      { type: 'SALES_STREAMING', radioId: 'ORBN0001' },
      { type: 'ACCOUNT', accountNumber: '10000001' },
    ] as const) {
      const token = await tokenFor(caller, claims);
      for (const tokenType of ['PROSPECT_USERNAME', 'STREAMING_WINBACK'] as const) {
        const response = await caller.post(PROSPECT, { token, tokenType });
        careError(response, 400, 'INVALID_TOKEN');
        bodies.add(response.body);
      }
    }
    bodies.add((await caller.post(PROSPECT, { token: 'x', tokenType: 'PROSPECT_USERNAME' })).body);
    expect(bodies.size).toBe(1);
  });

  it('is refused by identification/token, whatever type it is sent as', async () => {
    const caller = await careCaller();
    const token = await tokenFor(caller, prospect('prospect@orbitradio.test', 'USTPSRTP3MOFREE'));
    for (const tokenType of ['SALES_AUDIO', 'SALES_STREAMING', 'ACCOUNT'] as const) {
      careError(await caller.post(ENTER, { token, tokenType }), 400, 'INVALID_TOKEN');
    }
    // The same care session still opens a real entry token.
    const sales = await tokenFor(caller, { type: 'SALES_AUDIO', radioId: 'ORBN0001' });
    careData(
      await caller.post(ENTER, { token: sales, tokenType: 'SALES_AUDIO' }),
      careTokenEntryResultSchema,
    );
  });

  it('stops an address once its lookup budget is spent, bad tokens included, with Retry-After', async () => {
    const caller = await careCaller({ env: { IDENTITY_LOOKUPS_PER_IP_PER_MINUTE: '3' } });
    const token = await tokenFor(caller, prospect());
    const read = (value: string) =>
      caller.post(PROSPECT, { token: value, tokenType: 'PROSPECT_USERNAME' });
    careError(await read('oet1.guess.one'), 400, 'INVALID_TOKEN');
    careError(await read('oet1.guess.two'), 400, 'INVALID_TOKEN');
    expect((await read(token)).statusCode).toBe(200);
    careError(await read(token), 429, 'RATE_LIMIT_EXCEEDED');
    expect(Number((await read(token)).headers['retry-after'])).toBeGreaterThan(0);
    caller.clock.advanceSeconds(60);
    expect((await read(token)).statusCode).toBe(200);
  });

  it('checks the request and the care session before anything else', async () => {
    const caller = await careCaller();
    const token = await tokenFor(caller, prospect());
    for (const body of [
      { token: '', tokenType: 'PROSPECT_USERNAME' },
      { token, tokenType: 'SALES_AUDIO' },
      { token, tokenType: 'PROSPECT' },
      { token, tokenType: 'PROSPECT_USERNAME', email: 'a@b.co' },
    ]) {
      careError(await caller.post(PROSPECT, body), 400, 'INVALID_PAYLOAD');
    }
    const anonymous = await caller.app.inject({
      method: 'POST',
      url: PROSPECT,
      headers: { host: caller.host },
      payload: { token, tokenType: 'PROSPECT_USERNAME' },
    });
    careError(anonymous, 401, 'SESSION_TIMED_OUT');
  });

  it('never signs an email that is not lower-case and valid', async () => {
    const caller = await careCaller();
    for (const email of ['Prospect@orbitradio.test', 'not-an-email']) {
      await expect(tokenFor(caller, prospect(email))).rejects.toThrow();
    }
  });
});

describe('GET /dev/entry-token?type=PROSPECT', () => {
  it('mints an auto-process-creds link whose token the streaming checkout reads', async () => {
    const caller = await careCaller();
    const response = await caller.get(
      `${MINT}?type=PROSPECT&email=${encodeURIComponent(' Prospect@OrbitRadio.test')}&programCode=ustpsrtp3mofree&days=2`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const { token, path, expiresAt } = response.json() as Record<string, string>;
    expect(path).toBe(`${PROSPECT_CHECKOUT_PATH}?tkn=${token}`);
    expect(new Date(expiresAt ?? '').getTime() - caller.clock.now().getTime()).toBe(2 * 86_400_000);
    expect(
      careData(
        await caller.post(PROSPECT, { token: token ?? '', tokenType: 'PROSPECT_USERNAME' }),
        careStreamingProspectResultSchema,
      ),
    ).toEqual({ email: 'prospect@orbitradio.test', programCode: 'USTPSRTP3MOFREE' });
  });

  it('refuses a link the streaming checkout could not open, naming the field', async () => {
    const caller = await careCaller();
    const cases = [
      ['type=PROSPECT', 'REQUIRED', 'email'],
      ['type=PROSPECT&email=not-an-email', 'INVALID', 'email'],
      ['type=PROSPECT&email=a%40orbitradio.test&programCode=NOPE', 'INVALID', 'programCode'],
      // A satellite program code would send the prospect to the older streaming checkout.
      ['type=PROSPECT&email=a%40orbitradio.test&programCode=VEGA', 'INVALID', 'programCode'],
    ] as const;
    for (const [query, errorCode, fieldName] of cases) {
      const body = expectRefused(await caller.get(`${MINT}?${query}`), 400, 'INVALID_PAYLOAD');
      expect(body.invalidFields, query).toEqual([{ errorCode, fieldName }]);
    }
  });
});
