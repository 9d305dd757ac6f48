import { describe, expect, it } from 'vitest';
import { requireAccessToken } from '../../platform/auth/require-access-token.ts';
import { captureLogs } from '../../testing/capture-logs.ts';
import {
  bearer,
  createDeviceGrant,
  refreshSession,
  signIn,
  withGrant,
} from '../../testing/service-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { markEntitlementsChanged } from './convergence.ts';

describe('the server log', () => {
  it('never holds a token, grant or nonce, through success and failure alike', async () => {
    const logs = captureLogs({ logLevel: 'trace' });
    const testApp = await createTestApp({ logger: logs.logger });
    const { app, db } = testApp;
    // A careless later route that logs every header it got.
    app.get('/session/v1/test/log-headers', { preHandler: requireAccessToken }, async (request) => {
      request.log.info({ headers: request.headers }, 'headers as received');
      request.log.info({ req: { headers: request.headers } }, 'request as received');
      return {};
    });

    const device = await createDeviceGrant(app);
    const { session } = await signIn(testApp, 'idn_quiet', { device });
    await markEntitlementsChanged(db, 'idn_quiet');
    const logged = await app.inject({
      method: 'GET',
      url: '/session/v1/test/log-headers',
      headers: {
        ...bearer(session),
        ...withGrant(device),
        'x-refresh-token': session.refreshToken,
        cookie: 'orbit_care_session=cookie-secret-value',
      },
    });
    const convergenceToken = String(logged.headers['x-convergence-token']);
    const converged = await refreshSession(app, session.refreshToken, { convergenceToken });
    expect(converged.statusCode).toBe(200);
    const next = converged.json();
    await refreshSession(app, session.refreshToken); // reuse: refused, family revoked
    await refreshSession(app, next.refreshToken);
    await app.inject({
      method: 'POST',
      url: '/session/v1/sessions/revoke/all',
      headers: bearer(session),
    });
    await app.inject({
      method: 'POST',
      url: '/device/v1/grants/migrate',
      payload: { grant: device.grant },
    });
    const challenge = (
      await app.inject({ method: 'POST', url: '/device/v1/challenges', headers: withGrant(device) })
    ).json();
    await app.inject({
      method: 'POST',
      url: `/device/v1/challenges/${challenge.challengeId}/verify`,
      headers: withGrant(device),
      payload: { nonce: challenge.nonce },
    });
    await app.inject({
      method: 'POST',
      url: '/device/v1/grants/refresh',
      payload: { refreshGrant: device.refreshGrant },
    });
    await app.inject({
      method: 'POST',
      url: '/device/v1/grants/refresh',
      payload: { refreshGrant: device.refreshGrant },
    });

    const text = logs.text();
    expect(logs.lines().some((line) => line.msg === 'headers as received')).toBe(true);
    expect(text).toContain('[redacted]');
    const secrets = [
      session.accessToken,
      session.refreshToken,
      next.accessToken,
      next.refreshToken,
      device.grant,
      device.refreshGrant,
      convergenceToken,
      challenge.nonce,
      'cookie-secret-value',
    ];
    for (const secret of secrets) expect(text).not.toContain(secret);
    // Every credential has a recognisable prefix, so this also catches ones not listed above.
    expect(text).not.toMatch(/\b(oat|ort|odg|odr|osg|onc|ocv)_[A-Za-z0-9_-]{20,}/);
  });
});
