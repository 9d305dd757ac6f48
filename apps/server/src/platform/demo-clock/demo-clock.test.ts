import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createTestApp, testConfig } from '../../testing/test-app.ts';
import { moveOf } from './demo-clock.ts';

const DAY_MS = 86_400_000;

describe('the demo clock', () => {
  it('reads moves forward only, within a year and a bit', () => {
    expect(moveOf('31d')).toBe(31 * DAY_MS);
    expect(moveOf(' 12h ')).toBe(12 * 3_600_000);
    expect(moveOf('2w')).toBe(14 * DAY_MS);
    for (const refused of ['-3d', '0d', '31', 'd', '401d', '1y', '3.5d']) {
      expect(moveOf(refused)).toBeUndefined();
    }
  });

  it('moves the development server forward from its page, and production has none', async () => {
    const { database } = await createTestApp({ ownDatabase: true });
    const development = await buildApp(testConfig({ NODE_ENV: 'development' }), { database });
    const production = await buildApp(testConfig({ NODE_ENV: 'production' }), { database });
    try {
      const page = await development.inject({ method: 'GET', url: '/dev/clock' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('0 days ahead');
      const before = Date.now();
      const moved = await development.inject({
        method: 'POST',
        url: '/dev/clock',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'advance=31d',
      });
      expect(moved.statusCode).toBe(303);
      expect(moved.headers.location).toMatch(/^\/dev\/clock\?ran=\d+$/);
      const after = await development.inject({ method: 'GET', url: '/dev/clock' });
      expect(after.body).toContain('31 days ahead');
      const json = await development.inject({
        method: 'POST',
        url: '/dev/clock.json',
        payload: { advance: '1d' },
      });
      expect(json.json()).toMatchObject({ offsetMs: 32 * DAY_MS });
      expect(Date.parse(json.json().now)).toBeGreaterThanOrEqual(before + 32 * DAY_MS);
      const refused = await development.inject({
        method: 'POST',
        url: '/dev/clock',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'advance=-5d',
      });
      expect(refused.statusCode).toBe(400);
      expect((await production.inject({ method: 'GET', url: '/dev/clock' })).statusCode).toBe(404);
    } finally {
      await development.close();
      await production.close();
    }
  });
});
