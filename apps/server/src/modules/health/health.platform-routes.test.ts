import { serviceErrorBodySchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';

describe('health probes', () => {
  it('live answers 200 ok', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/health/live' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('ready answers 200 with the database kind while the database answers', async () => {
    const { app, database } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: database.kind });
  });

  it('ready answers 503 SERVICE_UNAVAILABLE once the database is gone, and live stays 200', async () => {
    const { app, database } = await createTestApp({ ownDatabase: true });
    await database.close();

    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(503);
    const body = serviceErrorBodySchema.parse(ready.json());
    expect(body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', status: 503 });

    const live = await app.inject({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
  });
});
