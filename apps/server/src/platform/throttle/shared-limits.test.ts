import { afterEach, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openPostgresDatabase } from '../../db/postgres-database.ts';
import { freshClock } from '../../testing/identities.ts';
import { DEVICE_CREATION_PAYLOAD } from '../../testing/service-sessions.ts';
import { createTestApp, testConfig } from '../../testing/test-app.ts';

const LOG_MESSAGE = '/services/utility/log-message';

const closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing.splice(0)) await close();
});

/**
 * Two server instances on one database, as production runs them behind a load balancer. On
 * PostgreSQL the second has a connection pool of its own, as another process would; the embedded
 * database has one connection, so there they share it.
 */
async function twoInstances(env: Record<string, string>) {
  const clock = freshClock();
  if (inject('testDatabasePlan').kind !== 'postgres') {
    const first = await createTestApp({ clock, env });
    const second = await createTestApp({ clock, env });
    return { first: first.app, second: second.app, clock };
  }
  let databaseUrl = '';
  const first = await createTestApp({
    clock,
    env,
    ownDatabase: {
      connectVia: (url) => {
        databaseUrl = url;
        return url;
      },
    },
  });
  const database = await openPostgresDatabase(databaseUrl);
  const second = await buildApp(testConfig(env), { database, clock: clock.now });
  closing.push(async () => {
    await second.close();
    await database.close();
  });
  return { first: first.app, second, clock };
}

describe('two server instances on one database', () => {
  it('share the request rate limits of a route, and a new window starts for both', async () => {
    const { first, second, clock } = await twoInstances({ LOG_MESSAGE_RATE_LIMIT_PER_MINUTE: '3' });
    const send = (app: typeof first) =>
      app.inject({ method: 'POST', url: LOG_MESSAGE, payload: { logLevel: 'INFO' } });
    expect((await send(first)).statusCode).toBe(200);
    expect((await send(second)).statusCode).toBe(200);
    expect((await send(first)).statusCode).toBe(200);
    const refused = await send(second);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('60');
    expect((await send(first)).statusCode).toBe(429);
    clock.advanceSeconds(60);
    expect((await send(second)).statusCode).toBe(200);
    expect((await send(first)).statusCode).toBe(200);
  });

  it('share the device-grant limit, a route of the service APIs', async () => {
    const { first, second } = await twoInstances({ DEVICE_GRANT_RATE_LIMIT_PER_MINUTE: '1' });
    const grant = (app: typeof first) =>
      app.inject({ method: 'POST', url: '/device/v1/grants', payload: DEVICE_CREATION_PAYLOAD });
    expect((await grant(first)).statusCode).toBe(200);
    expect((await grant(second)).statusCode).toBe(429);
  });
});
