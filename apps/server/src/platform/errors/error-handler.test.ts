import { careErrorBodySchema, serviceErrorBodySchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { captureLogs } from '../../testing/capture-logs.ts';
import { createTestApp } from '../../testing/test-app.ts';

const SECRET_DETAIL = 'connection string postgres://admin:s3cret@db/orbit';

async function appWithThrowingRoutes() {
  const logs = captureLogs();
  const testApp = await createTestApp({ logger: logs.logger });
  const explode = async () => {
    throw new Error(SECRET_DETAIL);
  };
  testApp.app.get('/services/test/explode', explode);
  testApp.app.get('/health/test/explode', explode);
  return { ...testApp, logs };
}

describe('the error handler', () => {
  it('answers an unexpected failure under /services with 500 SYSTEM and no detail', async () => {
    const { app } = await appWithThrowingRoutes();
    const response = await app.inject({ method: 'GET', url: '/services/test/explode' });

    expect(response.statusCode).toBe(500);
    expect(careErrorBodySchema.parse(response.json())).toEqual({
      error: {
        errorType: 'SYSTEM',
        errorCode: 'SYSTEM',
        errorPropKey: 'error.common.system.error',
        fieldErrors: [],
      },
    });
    expect(response.body).not.toContain('s3cret');
    expect(response.body).not.toMatch(/stack|at .*\.ts/);
  });

  it('answers elsewhere in the service error shape, equally silent', async () => {
    const { app } = await appWithThrowingRoutes();
    const response = await app.inject({ method: 'GET', url: '/health/test/explode' });

    expect(response.statusCode).toBe(500);
    expect(serviceErrorBodySchema.parse(response.json())).toEqual({
      code: 'SYSTEM',
      description: 'An unexpected error occurred.',
      status: 500,
      invalidFields: [],
      notFoundResourceType: null,
      extras: {},
    });
    expect(response.body).not.toContain('s3cret');
  });

  it('logs the full failure with the request id', async () => {
    const { app, logs } = await appWithThrowingRoutes();
    await app.inject({
      method: 'GET',
      url: '/services/test/explode',
      headers: { 'x-request-id': 'trace-explode-01' },
    });
    const failure = logs.lines().find((line) => line.msg === 'request failed');
    expect(failure).toMatchObject({
      level: 50,
      requestId: 'trace-explode-01',
      err: { message: SECRET_DETAIL },
    });
  });

  it('answers an unknown route 404 NOT_FOUND in the shape of its surface', async () => {
    const { app } = await createTestApp();
    const care = await app.inject({ method: 'POST', url: '/services/no/such/thing', payload: {} });
    expect(care.statusCode).toBe(404);
    expect(careErrorBodySchema.parse(care.json()).error.errorCode).toBe('NOT_FOUND');

    const other = await app.inject({ method: 'GET', url: '/health/nothing' });
    expect(other.statusCode).toBe(404);
    expect(serviceErrorBodySchema.parse(other.json())).toMatchObject({
      code: 'NOT_FOUND',
      notFoundResourceType: 'route',
    });
  });
});
