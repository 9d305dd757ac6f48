import { careTokenEntryResultSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { careCaller, careData } from '../../testing/care-caller.ts';
import { expectRefused } from '../../testing/expect-refused.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { TARGETED_CHECKOUT_PATH } from './entry-link.ts';
import { readEntryToken } from './entry-token.ts';

const MINT = '/dev/entry-token';

describe('GET /dev/entry-token', () => {
  it('mints a SALES_AUDIO link the targeted checkout opens, with its program code', async () => {
    const caller = await careCaller();
    const response = await caller.get(`${MINT}?type=SALES_AUDIO&radioId=orbn0001&programCode=vega`);
    expect(response.statusCode, response.body).toBe(200);
    const { token, path, expiresAt } = response.json() as Record<string, string>;
    expect(path).toBe(`${TARGETED_CHECKOUT_PATH}?tkn=${token}`);
    // Thirty days unless asked otherwise.
    expect(new Date(expiresAt ?? '').getTime() - caller.clock.now().getTime()).toBe(
      30 * 86_400_000,
    );
    const tkn = new URL(path ?? '', 'http://localhost').searchParams.get('tkn') ?? '';
    const entered = careData(
      await caller.post('/services/identification/token', { token: tkn, tokenType: 'SALES_AUDIO' }),
      careTokenEntryResultSchema,
    );
    expect(entered).toMatchObject({ radioIdLastFour: '0001', programCode: 'VEGA' });
  });

  it('mints an ACCOUNT link in atok, for as many days as asked', async () => {
    const caller = await careCaller();
    const response = await caller.get(`${MINT}?type=ACCOUNT&accountNumber=10000002&days=2`);
    expect(response.statusCode, response.body).toBe(200);
    const { token, path } = response.json() as { token: string; path: string };
    expect(path).toBe(`${TARGETED_CHECKOUT_PATH}?atok=${token}`);
    const reading = await readEntryToken(caller.db, token, caller.clock.now());
    expect(reading).toEqual({
      ok: true,
      claims: {
        type: 'ACCOUNT',
        accountNumber: '10000002',
        programCode: undefined,
        expiresAt: new Date(caller.clock.now().getTime() + 2 * 86_400_000),
      },
    });
  });

  it('refuses to mint a link the checkout would refuse, naming the field', async () => {
    const caller = await careCaller();
    const cases = [
      ['type=SALES_AUDIO', 'REQUIRED', 'radioId'],
      ['type=SALES_AUDIO&radioId=ZZZZ9999', 'INVALID', 'radioId'],
      ['type=ACCOUNT', 'REQUIRED', 'accountNumber'],
      ['type=ACCOUNT&accountNumber=99999999', 'INVALID', 'accountNumber'],
      // A streaming-only account has no radio for the satellite checkout.
      ['type=ACCOUNT&accountNumber=10000003', 'INVALID', 'accountNumber'],
      ['radioId=ORBN0001&programCode=NOPE', 'INVALID', 'programCode'],
      // A streaming program code would quietly show the organic satellite offers.
      ['radioId=ORBN0001&programCode=USTPSRTP3MOFREE', 'INVALID', 'programCode'],
      ['type=SALES_STREAMING', 'REQUIRED', 'radioId'],
      // …and a satellite one would not be a streaming offer.
      ['type=SALES_STREAMING&radioId=ORBA0003&programCode=USSATAA6MO5', 'INVALID', 'programCode'],
    ] as const;
    for (const [query, errorCode, fieldName] of cases) {
      const body = expectRefused(await caller.get(`${MINT}?${query}`), 400, 'INVALID_PAYLOAD');
      expect(body.invalidFields, query).toEqual([{ errorCode, fieldName }]);
    }
    for (const query of ['type=SALES_VIDEO&radioId=ORBN0001', 'radioId=ORBN0001&days=366']) {
      expectRefused(await caller.get(`${MINT}?${query}`), 400, 'INVALID_PAYLOAD');
    }
  });

  it('does not exist in production', async () => {
    const { app } = await createTestApp({
      env: { NODE_ENV: 'production', PASSWORD_HASHING: 'argon2id-standard' },
    });
    expectRefused(
      await app.inject({ method: 'GET', url: `${MINT}?radioId=ORBN0001` }),
      404,
      'NOT_FOUND',
    );
  });
});
