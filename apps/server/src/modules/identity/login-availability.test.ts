import { careErrorBodySchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { freshClock } from '../../testing/identities.ts';
import { cookieHeaderFrom } from '../../testing/session-cookie.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { USERNAME_CHECKS_PER_SESSION_PER_HOUR } from './login-availability.ts';

async function careVisitor() {
  const { app } = await createTestApp({ clock: freshClock() });
  const startSession = async () =>
    cookieHeaderFrom(await app.inject({ method: 'GET', url: '/services/utility/env-info' }));
  const cookie = await startSession();
  const check = (userName: string, headers = cookie) =>
    app.inject({
      method: 'POST',
      url: '/services/validate/unique-login',
      headers,
      payload: { userName },
    });
  return { check, startSession };
}

describe('POST /services/validate/unique-login (ADR 025)', () => {
  it('never answers an email "in use": a customer’s email is answered like a new one', async () => {
    const { check } = await careVisitor();
    const known = await check('listener@orbitradio.test');
    const unknown = await check('nobody.here@orbitradio.test');
    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(known.json().data).toEqual({ valid: true, validationErrorKey: '' });
  });

  it('answers usernames within a budget per care session, then 429 with Retry-After', async () => {
    const { check, startSession } = await careVisitor();
    for (let n = 0; n < USERNAME_CHECKS_PER_SESSION_PER_HOUR; n += 1) {
      expect((await check(`freename${n}0`)).statusCode).toBe(200);
    }
    const refused = await check('orbitowner1');
    expect(refused.statusCode).toBe(429);
    expect(careErrorBodySchema.parse(refused.json()).error.errorCode).toBe('RATE_LIMIT_EXCEEDED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another session has its own budget.
    const other = await check('orbitowner1', await startSession());
    expect(other.json().data).toEqual({
      valid: false,
      validationErrorKey: 'validation.username.inUse',
    });
  });
});
