import { SESSION_ERROR_CODES } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectRefused } from '../../testing/expect-refused.ts';
import {
  bearer,
  createDeviceGrant,
  signIn,
  startAnonymousSession,
  withGrant,
} from '../../testing/service-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { sessionOf } from '../auth/require-access-token.ts';
import { deviceOf } from '../auth/require-device-grant.ts';
import { registerServiceRoutes } from './service-surface.ts';

const TAGS = ['service testing'];
const callerSchema = z.object({ sessionId: z.string(), identityId: z.string().nullable() });

/** The real app with one testing route per access level and cache rule, on the service surface. */
async function appWithTestingRoutes() {
  const testApp = await createTestApp();
  const { app } = testApp;
  registerServiceRoutes(app, (service) => {
    service.get(
      '/testing/open',
      {
        config: { access: 'open' },
        schema: { tags: TAGS, summary: 'Open to anyone', response: { 200: z.object({}) } },
      },
      async () => ({}),
    );
    service.post(
      '/testing/session',
      {
        schema: {
          tags: TAGS,
          summary: 'Any service session (the default)',
          body: z.object({ note: z.string().max(10) }).strict(),
          response: { 200: callerSchema },
          errors: [409],
        },
      },
      async (request) => sessionOf(request),
    );
    service.get(
      '/testing/signed-in',
      {
        config: { access: 'signed-in' },
        schema: { tags: TAGS, summary: 'Signed in only', response: { 200: callerSchema } },
      },
      async (request) => sessionOf(request),
    );
    service.get(
      '/testing/device',
      {
        config: { access: 'device', rateLimit: { max: 100, timeWindow: 60_000 } },
        schema: {
          tags: TAGS,
          summary: 'A device grant',
          response: { 200: z.object({ deviceId: z.string() }) },
        },
      },
      async (request) => ({ deviceId: deviceOf(request).deviceId }),
    );
    service.get(
      '/testing/device-and-session',
      {
        config: { access: 'device-and-session' },
        schema: {
          tags: TAGS,
          summary: 'A device grant and a session',
          response: { 200: z.object({ deviceId: z.string(), sessionId: z.string() }) },
        },
      },
      async (request) => ({
        deviceId: deviceOf(request).deviceId,
        sessionId: sessionOf(request).sessionId,
      }),
    );
    service.get(
      '/testing/revalidated',
      {
        config: { access: 'open', cacheControl: 'no-cache' },
        schema: { tags: TAGS, summary: 'Kept, asked again', response: { 200: z.object({}) } },
      },
      async () => ({}),
    );
  });
  return testApp;
}

describe('service routes on the service surface', () => {
  it('asks for an access token unless the route is open', async () => {
    const { app } = await appWithTestingRoutes();
    expect((await app.inject({ method: 'GET', url: '/testing/open' })).statusCode).toBe(200);

    const note = { note: 'hello' };
    const missing = await app.inject({ method: 'POST', url: '/testing/session', payload: note });
    expect(expectRefused(missing, 401, 'UNAUTHENTICATED').description).toMatch(/required/);
    const unknown = await app.inject({
      method: 'POST',
      url: '/testing/session',
      headers: { authorization: 'Bearer oat_unknown' },
      payload: note,
    });
    expectRefused(unknown, 401, 'UNAUTHENTICATED');

    const { session } = await startAnonymousSession(app);
    const answer = await app.inject({
      method: 'POST',
      url: '/testing/session',
      headers: bearer(session),
      payload: note,
    });
    expect(answer.statusCode).toBe(200);
    expect(callerSchema.parse(answer.json())).toEqual({
      sessionId: expect.stringMatching(/^ses_/),
      identityId: null,
    });
  });

  it('validates the input before it checks the credentials', async () => {
    const { app } = await appWithTestingRoutes();
    const response = await app.inject({
      method: 'POST',
      url: '/testing/session',
      payload: { note: 'far too long a note' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses an anonymous session on a signed-in route with 403', async () => {
    const testApp = await appWithTestingRoutes();
    const { app } = testApp;
    const anonymous = await startAnonymousSession(app);
    const refused = await app.inject({
      method: 'GET',
      url: '/testing/signed-in',
      headers: bearer(anonymous.session),
    });
    expect(expectRefused(refused, 403, 'FORBIDDEN').description).toMatch(/signed-in/);

    const { session } = await signIn(testApp, 'idn_seed_account_holder');
    const answer = await app.inject({
      method: 'GET',
      url: '/testing/signed-in',
      headers: bearer(session),
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().identityId).toBe('idn_seed_account_holder');
  });

  it('asks a device route for a device grant, and checks the grant before the session', async () => {
    const { app } = await appWithTestingRoutes();
    const noGrant = await app.inject({ method: 'GET', url: '/testing/device' });
    expectRefused(noGrant, 401, SESSION_ERROR_CODES.invalidAuthHeaders);
    const device = await createDeviceGrant(app);
    const answer = await app.inject({
      method: 'GET',
      url: '/testing/device',
      headers: withGrant(device),
    });
    expect(answer.json()).toEqual({ deviceId: device.deviceId });

    const { session } = await startAnonymousSession(app, device);
    const sessionOnly = await app.inject({
      method: 'GET',
      url: '/testing/device-and-session',
      headers: bearer(session),
    });
    expectRefused(sessionOnly, 401, SESSION_ERROR_CODES.invalidAuthHeaders);
    const grantOnly = await app.inject({
      method: 'GET',
      url: '/testing/device-and-session',
      headers: withGrant(device),
    });
    expectRefused(grantOnly, 401, 'UNAUTHENTICATED');
    const both = await app.inject({
      method: 'GET',
      url: '/testing/device-and-session',
      headers: { ...withGrant(device), ...bearer(session) },
    });
    expect(both.json()).toEqual({
      deviceId: device.deviceId,
      sessionId: expect.stringMatching(/^ses_/),
    });
  });

  it('answers no-store, refusals included, unless the route says how its answer may be kept', async () => {
    const { app } = await appWithTestingRoutes();
    const open = await app.inject({ method: 'GET', url: '/testing/open' });
    expect(open.headers['cache-control']).toBe('no-store');
    const refused = await app.inject({ method: 'GET', url: '/testing/signed-in' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const revalidated = await app.inject({ method: 'GET', url: '/testing/revalidated' });
    expect(revalidated.statusCode).toBe(200);
    expect(revalidated.headers['cache-control']).toBe('no-cache');
  });

  it('documents the credentials and the error statuses of each route', async () => {
    const { app } = await appWithTestingRoutes();
    const document = (await app.inject({ method: 'GET', url: '/docs/openapi.json' })).json() as {
      components: { securitySchemes: Record<string, { type: string }> };
      paths: Record<
        string,
        Record<string, { summary: string; security: object[]; responses: object }>
      >;
    };
    // The service APIs' two, and the partner API's account link (ADR 081).
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual([
      'accessToken',
      'accountLink',
      'deviceGrant',
    ]);
    expect(document.components.securitySchemes.accountLink?.type).toBe('oauth2');
    const operation = (path: string) => Object.values(document.paths[path] ?? {})[0];
    const statusesOf = (path: string) => Object.keys(operation(path)?.responses ?? {}).sort();

    expect(operation('/testing/open')?.security).toEqual([]);
    expect(statusesOf('/testing/open')).toEqual(['200', '500']);
    expect(operation('/testing/session')?.summary).toBe('Any service session (the default)');
    expect(operation('/testing/session')?.security).toEqual([{ accessToken: [] }]);
    expect(statusesOf('/testing/session')).toEqual(['200', '400', '401', '409', '500']);
    expect(statusesOf('/testing/signed-in')).toEqual(['200', '400', '401', '403', '500']);
    expect(operation('/testing/device')?.security).toEqual([{ deviceGrant: [] }]);
    expect(statusesOf('/testing/device')).toEqual(['200', '400', '401', '429', '500']);
    expect(operation('/testing/device-and-session')?.security).toEqual([
      { deviceGrant: [], accessToken: [] },
    ]);
  });
});
