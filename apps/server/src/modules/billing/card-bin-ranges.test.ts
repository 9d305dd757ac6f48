import {
  CARD_BIN_RANGE_BRANDS,
  cardBinRangeOf,
  cardBinRangesSchema,
  careErrorBodySchema,
  careSuccessSchema,
  SANDBOX_TEST_CARDS,
} from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { freshClock } from '../../testing/identities.ts';
import { cookieHeaderFrom } from '../../testing/session-cookie.ts';
import { createTestApp } from '../../testing/test-app.ts';

const URL = '/services/utility/card-bin-ranges';

async function setUp() {
  const testApp = await createTestApp({ clock: freshClock() });
  const envInfo = await testApp.app.inject({ method: 'GET', url: '/services/utility/env-info' });
  return { ...testApp, cookie: cookieHeaderFrom(envInfo) };
}

describe('POST /services/utility/card-bin-ranges', () => {
  it('answers every range for cardBinType -1, and they read the test cards right', async () => {
    const { app, cookie } = await setUp();
    const response = await app.inject({
      method: 'POST',
      url: URL,
      headers: cookie,
      payload: { cardBinType: -1 },
    });
    expect(response.statusCode).toBe(200);
    const ranges = careSuccessSchema(cardBinRangesSchema).parse(response.json()).data;
    expect(ranges.map((range) => range.name)).toEqual([
      'VS_BH_TEST_ONLY',
      'VS',
      'MC',
      'AM',
      'CU',
      'DI',
      'DD',
      'JC',
      'Ck',
      'Sa',
    ]);
    for (const card of SANDBOX_TEST_CARDS) {
      const range = cardBinRangeOf(card.number, ranges);
      expect(range && CARD_BIN_RANGE_BRANDS[range.name]).toBe(card.brand);
    }
    expect(cardBinRangeOf('4436135021000005', ranges)?.name).toBe('VS_BH_TEST_ONLY');
  });

  it('answers one type when asked, and refuses without a care session', async () => {
    const { app, cookie } = await setUp();
    const amex = await app.inject({
      method: 'POST',
      url: URL,
      headers: cookie,
      payload: { cardBinType: 1 },
    });
    expect(amex.json().data).toEqual([
      { name: 'AM', type: 1, priority: 4, regex: '^3[47]\\d{13}$' },
    ]);
    const anonymous = await app.inject({ method: 'POST', url: URL, payload: { cardBinType: -1 } });
    expect(anonymous.statusCode).toBe(401);
    expect(careErrorBodySchema.parse(anonymous.json()).error.errorCode).toBe('SESSION_TIMED_OUT');
    const bad = await app.inject({ method: 'POST', url: URL, headers: cookie, payload: {} });
    expect(bad.statusCode).toBe(400);
  });
});
