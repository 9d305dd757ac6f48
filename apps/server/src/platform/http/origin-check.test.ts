import { careErrorBodySchema, serviceErrorBodySchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { DEVICE_CREATION_PAYLOAD } from '../../testing/service-sessions.ts';
import { createTestApp } from '../../testing/test-app.ts';

const LOG_MESSAGE = '/services/utility/log-message';
const HOST = 'care.orbitradio.com';

async function postLogMessage(headers: Record<string, string>) {
  const { app } = await createTestApp();
  return app.inject({
    method: 'POST',
    url: LOG_MESSAGE,
    headers: { host: HOST, ...headers },
    payload: { logLevel: 'INFO', message: 'hello' },
  });
}

describe('state-changing calls from another site', () => {
  it('are refused 403 FORBIDDEN when the Origin is foreign or null, on both surfaces', async () => {
    for (const origin of ['https://evil.example', 'https://evilorbitradio.com', 'null']) {
      const care = await postLogMessage({ origin });
      expect(care.statusCode, origin).toBe(403);
      expect(careErrorBodySchema.parse(care.json()).error.errorCode).toBe('FORBIDDEN');
    }
    const { app } = await createTestApp();
    const service = await app.inject({
      method: 'POST',
      url: '/device/v1/grants',
      headers: { origin: 'https://evil.example' },
      payload: DEVICE_CREATION_PAYLOAD,
    });
    expect(service.statusCode).toBe(403);
    expect(serviceErrorBodySchema.parse(service.json()).code).toBe('FORBIDDEN');
  });

  it('are refused when the browser says the request is cross-site', async () => {
    expect((await postLogMessage({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });

  it('pass from the page’s own origin, the service’s own domains, and callers that are not browsers', async () => {
    for (const headers of <Record<string, string>[]>[
      { origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' },
      { origin: 'https://www.orbitradio.ca', 'sec-fetch-site': 'same-site' },
      {},
    ]) {
      expect((await postLogMessage(headers)).statusCode, JSON.stringify(headers)).toBe(200);
    }
  });

  it('leave reads alone, whatever their origin', async () => {
    const { app } = await createTestApp();
    const read = await app.inject({
      method: 'GET',
      url: '/services/utility/env-info',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(read.statusCode).toBe(200);
  });
});
