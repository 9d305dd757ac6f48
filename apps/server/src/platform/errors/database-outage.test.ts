import { careErrorBodySchema, serviceErrorBodySchema } from '@orbit/domain';
import { describe, expect, inject, it } from 'vitest';
import { DEVICE_CREATION_PAYLOAD } from '../../testing/service-sessions.ts';
import { openTcpCutProxy } from '../../testing/tcp-cut-proxy.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable.ts';

const ENV_INFO = '/services/utility/env-info';
const DEVICE_GRANT = '/device/v1/grants';

/** Both surfaces, while the database is unreachable: 503 in their shapes, with Retry-After. */
async function expectUnavailable({ app }: TestApp) {
  const care = await app.inject({ method: 'GET', url: ENV_INFO });
  expect(care.statusCode).toBe(503);
  expect(care.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  expect(careErrorBodySchema.parse(care.json()).error.errorCode).toBe('SERVICE_UNAVAILABLE');

  const service = await app.inject({
    method: 'POST',
    url: DEVICE_GRANT,
    payload: DEVICE_CREATION_PAYLOAD,
  });
  expect(service.statusCode).toBe(503);
  expect(service.headers['retry-after']).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  expect(serviceErrorBodySchema.parse(service.json())).toMatchObject({
    code: 'SERVICE_UNAVAILABLE',
    status: 503,
  });
}

describe('a database that cannot be reached', () => {
  it('is answered 503 with Retry-After on both surfaces, never 500', async () => {
    const testApp = await createTestApp({ ownDatabase: true });
    expect((await testApp.app.inject({ method: 'GET', url: ENV_INFO })).statusCode).toBe(200);
    await testApp.database.close();
    await expectUnavailable(testApp);
  });

  it('on PostgreSQL: a cut connection answers 503, and the same server recovers once it is back', async () => {
    const plan = inject('testDatabasePlan');
    if (plan.kind !== 'postgres') {
      // The embedded database cannot be cut from outside; the test above covers it.
      expect(plan.kind).toBe('pglite');
      return;
    }
    const admin = new URL(plan.adminUrl);
    const proxy = await openTcpCutProxy({ host: admin.hostname, port: Number(admin.port || 5432) });
    try {
      const testApp = await createTestApp({
        ownDatabase: { connectVia: (url) => proxy.urlThrough(url) },
      });
      expect((await testApp.app.inject({ method: 'GET', url: ENV_INFO })).statusCode).toBe(200);
      await proxy.cut();
      await expectUnavailable(testApp);
      await proxy.restore();
      const back = await testApp.app.inject({ method: 'GET', url: ENV_INFO });
      expect(back.statusCode).toBe(200);
    } finally {
      await proxy.close();
    }
  });
});

describe('isDatabaseUnavailable', () => {
  it('reads the cause chain for connection failures and shutdown states', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: refused }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('terminating'), { code: '57P01' }))).toBe(
      true,
    );
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
  });

  it('leaves query errors alone: they are our bugs or the caller’s, not an outage', () => {
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isDatabaseUnavailable(new Error('Failed query', { cause: unique }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable('not an error')).toBe(false);
  });
});
