import { cardTokenErrorSchema, cardTokenSchema, SANDBOX_TEST_CARDS } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxGatewayCards } from '../../db/schema/index.ts';
import { captureLogs } from '../../testing/capture-logs.ts';
import { freshClock } from '../../testing/identities.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { createSandboxGateway, SANDBOX_TOKENS_PER_ADDRESS_PER_MINUTE } from './sandbox-gateway.ts';
import { SANDBOX_TOKENS_PATH } from './sandbox-tokenizer.platform-routes.ts';

const HOST = 'localhost:8080';
const card = (number: string, extra: Record<string, unknown> = {}) => ({
  number,
  expMonth: 12,
  expYear: 2030,
  cvc: number.startsWith('3') ? '1234' : '123',
  ...extra,
});

async function setUp(options: Parameters<typeof createTestApp>[0] = {}) {
  const testApp = await createTestApp({ clock: freshClock(), ...options });
  const tokenize = (payload: unknown, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method: 'POST',
      url: SANDBOX_TOKENS_PATH,
      headers: { host: HOST, ...headers },
      ...(typeof payload === 'string'
        ? { payload, headers: { host: HOST, 'content-type': 'application/json', ...headers } }
        : { payload: payload as object }),
    });
  return { ...testApp, tokenize };
}

describe('the sandbox tokenizer', () => {
  it.each(SANDBOX_TEST_CARDS)('tokenizes test card $number into brand and last 4', async (test) => {
    const { tokenize, db } = await setUp();
    const response = await tokenize(card(test.number));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const token = cardTokenSchema.parse(response.json());
    expect(token).toMatchObject({
      brand: test.brand,
      last4: test.number.slice(-4),
      expMonth: 12,
      expYear: 2030,
      prepaid: false,
    });
    expect(token.token).toMatch(/^ctok_[A-Za-z0-9_-]{32}$/);
    const [row] = await db
      .select()
      .from(sandboxGatewayCards)
      .where(eq(sandboxGatewayCards.token, token.token));
    expect(row).toMatchObject({ outcome: test.outcome, last4: test.number.slice(-4) });
    expect(JSON.stringify(row)).not.toContain(test.number);
    expect(JSON.stringify(row)).not.toContain(test.number.slice(0, 8));
  });

  it('marks prepaid cards: a BlackHawk-style gift card and the 510510 prepaid BIN', async () => {
    const { tokenize } = await setUp();
    const blackhawk = cardTokenSchema.parse((await tokenize(card('4436135021000005'))).json());
    expect(blackhawk).toMatchObject({ brand: 'visa', prepaid: true });
    const prepaid = cardTokenSchema.parse((await tokenize(card('5105105105105100'))).json());
    expect(prepaid).toMatchObject({ brand: 'mastercard', prepaid: true });
    const credit = cardTokenSchema.parse((await tokenize(card('4242424242424242'))).json());
    expect(credit.prepaid).toBe(false);
  });

  it('gives every token of one number the same keyed fingerprint, and other numbers another', async () => {
    const { tokenize, db, clock } = await setUp();
    const tokens = [];
    for (const number of ['4242424242424242', '4242 4242 4242 4242', '5555555555554444']) {
      tokens.push(cardTokenSchema.parse((await tokenize(card(number))).json()).token);
    }
    const gateway = createSandboxGateway({ db, clock: clock.now });
    const [a, b, c] = await Promise.all(tokens.map((token) => gateway.describeCard(token)));
    expect(a?.fingerprint).toBe(b?.fingerprint);
    expect(a?.fingerprint).not.toBe(c?.fingerprint);
    expect(await gateway.tokensWithFingerprint(a?.fingerprint ?? '')).toEqual(
      expect.arrayContaining([tokens[0], tokens[1]]),
    );
  });

  it.each([
    ['a failed Luhn check', card('4242424242424241'), 'incorrect_number', 'number'],
    ['an unknown brand', card('9999999999999995'), 'unsupported_brand', 'number'],
    ['letters', card('4242abcd42424242'), 'invalid_number', 'number'],
    ['a Visa of the wrong length', card('42424242424242'), 'invalid_number', 'number'],
    [
      'an expiry in the past',
      card('4242424242424242', { expYear: 2025 }),
      'expired_card',
      'expYear',
    ],
    [
      'last month',
      card('4242424242424242', { expYear: 2026, expMonth: 3 }),
      'expired_card',
      'expYear',
    ],
    ['month 13', card('4242424242424242', { expMonth: 13 }), 'invalid_expiry_month', 'expMonth'],
    [
      'a year far away',
      card('4242424242424242', { expYear: 2090 }),
      'invalid_expiry_year',
      'expYear',
    ],
    ['3 digits on an Amex', card('378282246310005', { cvc: '123' }), 'invalid_cvc', 'cvc'],
    ['4 digits on a Visa', card('4242424242424242', { cvc: '1234' }), 'invalid_cvc', 'cvc'],
    ['no cvc', { number: '4242424242424242', expMonth: 1, expYear: 2030 }, 'invalid_cvc', 'cvc'],
  ])('refuses %s', async (_what, payload, code, param) => {
    const { tokenize } = await setUp();
    const response = await tokenize(payload);
    expect(response.statusCode).toBe(400);
    expect(cardTokenErrorSchema.parse(response.json()).error).toMatchObject({ code, param });
  });

  it('takes a card expiring this month (good through its last day)', async () => {
    const { tokenize, clock } = await setUp();
    const now = clock.now();
    const response = await tokenize(
      card('4242424242424242', { expMonth: now.getUTCMonth() + 1, expYear: now.getUTCFullYear() }),
    );
    expect(response.statusCode).toBe(200);
  });

  it('refuses an unreadable body in its own shape', async () => {
    const { tokenize } = await setUp();
    const response = await tokenize('{"number":"4242424242424242",');
    expect(response.statusCode).toBe(400);
    expect(cardTokenErrorSchema.parse(response.json()).error.code).toBe('invalid_number');
  });

  it('limits tokenizations per client address', async () => {
    const { tokenize } = await setUp();
    for (let index = 0; index < SANDBOX_TOKENS_PER_ADDRESS_PER_MINUTE; index += 1) {
      expect((await tokenize(card('4000000000000002'))).statusCode).toBe(200);
    }
    const refused = await tokenize(card('4242424242424242'));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(cardTokenErrorSchema.parse(refused.json()).error.code).toBe('rate_limited');
  });

  it('never writes a card number to the log, whatever happens', async () => {
    const logs = captureLogs({ logLevel: 'trace' });
    const { tokenize } = await setUp({ logger: logs.logger });
    await tokenize(card('4242424242424242'));
    await tokenize(card('4242424242424241'));
    await tokenize(card('378282246310005', { cvc: '12' }));
    await tokenize('{"number":"4000000000009995", "expMonth": 1,');
    await tokenize(`{"number":"4100000000000019"${' '.repeat(3000)}}`);
    await tokenize('number=6011111111111117');
    const text = logs.text();
    expect(text).toContain('card refused by the tokenizer');
    for (const number of ['4242424242424242', '4242424242424241', '378282246310005']) {
      expect(text).not.toContain(number);
      expect(text).not.toContain(number.slice(0, 10));
    }
    expect(text).not.toContain('4000000000009995');
    expect(text).not.toContain('4100000000000019');
    expect(text).not.toContain('601111111111');
  });

  it('answers CORS for its own origin only', async () => {
    const { app } = await setUp();
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: SANDBOX_TOKENS_PATH,
        headers: {
          host: HOST,
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type',
        },
      });
    const own = await preflight(`http://${HOST}`);
    expect(own.statusCode).toBe(204);
    expect(own.headers['access-control-allow-origin']).toBe(`http://${HOST}`);
    expect(own.headers['access-control-allow-methods']).toBe('POST');

    const foreign = await preflight('https://evil.example');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();

    const { tokenize } = await setUp();
    const fromForeign = await tokenize(card('4242424242424242'), {
      origin: 'https://evil.example',
    });
    expect(fromForeign.headers['access-control-allow-origin']).toBeUndefined();
    const fromOwn = await tokenize(card('4242424242424242'), { origin: `http://${HOST}` });
    expect(fromOwn.headers['access-control-allow-origin']).toBe(`http://${HOST}`);
  });
});
