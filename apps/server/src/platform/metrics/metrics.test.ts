import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';

const TOKEN = 'operator-scrape-token-0123456789abcdef';

/** The value of one sample line of Prometheus's text format, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string>): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)\{(.*)\} (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('answers nobody when no operator range or token is set, as if it did not exist', async () => {
    const { app } = await createTestApp();
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    const unknown = await app.inject({ method: 'GET', url: '/metrics/nowhere' });
    expect(metrics.statusCode).toBe(404);
    expect(metrics.json()).toMatchObject({ code: 'NOT_FOUND', status: 404 });
    expect(unknown.statusCode).toBe(404);
    expect(Object.keys(metrics.json()).sort()).toEqual(Object.keys(unknown.json()).sort());
    expect(metrics.body).not.toContain('http_request');
  });

  it('answers an operator address range and the bearer token, and nobody else', async () => {
    const { app } = await createTestApp({
      env: { METRICS_ALLOWED_ADDRESSES: '10.20.0.0/16', METRICS_TOKEN: TOKEN },
    });
    const from = (remoteAddress: string, authorization?: string) =>
      app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress,
        ...(authorization ? { headers: { authorization } } : {}),
      });

    const operator = await from('10.20.3.4');
    expect(operator.statusCode).toBe(200);
    expect(operator.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(operator.body).toContain('# TYPE http_request_duration_seconds histogram');
    expect(operator.body).toContain('nodejs_eventloop_lag_seconds');

    expect((await from('10.21.3.4')).statusCode).toBe(404);
    expect((await from('::ffff:10.20.9.9')).statusCode).toBe(200);
    expect((await from('192.0.2.7', `Bearer ${TOKEN}`)).statusCode).toBe(200);
    expect((await from('192.0.2.7', `Bearer ${TOKEN.slice(0, -1)}x`)).statusCode).toBe(404);
    expect((await from('192.0.2.7', `Bearer ${TOKEN}extra`)).statusCode).toBe(404);
    expect((await from('192.0.2.7', `Basic ${TOKEN}`)).statusCode).toBe(404);
  });

  it('counts requests by route pattern, never by the URL sent, and times database statements', async () => {
    const { app, database, db } = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    const scrape = async () => {
      const response = await app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '192.0.2.7',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.statusCode).toBe(200);
      return response.body;
    };
    const before = await scrape();
    const queriesBefore =
      sample(before, 'db_query_duration_seconds_count', {
        database: database.kind,
        outcome: 'ok',
      }) ?? 0;

    for (const name of ['preview', 'not-a-variant-4242']) {
      await app.inject({ method: 'GET', url: `/config/variants/${name}.json` });
    }
    await app.inject({ method: 'GET', url: '/services/utility/env-info' });
    await db.execute(sql`select 1`);
    await expect(db.execute(sql`select * from no_such_table`)).rejects.toThrow();

    const after = await scrape();
    const variantRoute = { method: 'GET', route: '/config/variants/:name.json' };
    const variantCount = (status: string) =>
      sample(after, 'http_request_duration_seconds_count', {
        ...variantRoute,
        status_code: status,
      });
    expect(variantCount('200')).toBe(1);
    expect(variantCount('404')).toBe(1);
    expect(after).not.toContain('not-a-variant-4242');
    expect(
      sample(after, 'http_request_duration_seconds_count', {
        method: 'GET',
        route: '/services/utility/env-info',
      }),
    ).toBe(1);

    // The care session's statements, the plain select, and the failed one.
    const queriesAfter = sample(after, 'db_query_duration_seconds_count', {
      database: database.kind,
      outcome: 'ok',
    });
    expect(queriesAfter).toBeGreaterThan(queriesBefore + 1);
    expect(
      sample(after, 'db_query_duration_seconds_count', {
        database: database.kind,
        outcome: 'error',
      }),
    ).toBeGreaterThanOrEqual(1);
    // node-postgres drops a client whose statement failed: the pool may be empty just now.
    for (const state of ['open', 'idle', 'waiting']) {
      expect(sample(after, 'db_pool_connections', { database: database.kind, state })).toEqual(
        expect.any(Number),
      );
    }
    // The scheduler's recurring jobs wait in its queue from the app's start (ADR 074).
    expect(
      sample(after, 'scheduler_jobs', { name: 'purge.expired-care-sessions', status: 'queued' }),
    ).toBe(1);
  });
});
