import {
  applicationConfigSchema,
  SDK_APPLICATION,
  SERVICE_DOMAINS,
  serviceErrorBodySchema,
} from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../testing/test-app.ts';

const ME = `/configservice/v1/applications/${SDK_APPLICATION.id}/configs/${SDK_APPLICATION.version}/me`;

describe('GET /configservice/v1/applications/{id}/configs/{version}/me', () => {
  it('serves every domain and endpoint of the service table, with the caller origin in each baseUrl', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({
      method: 'GET',
      url: `${ME}?enableProdMode=true`,
      headers: { host: 'care.orbitradio.test:8443' },
    });

    expect(response.statusCode).toBe(200);
    const config = applicationConfigSchema.parse(response.json());
    expect(config).toMatchObject({
      applicationId: SDK_APPLICATION.id,
      version: SDK_APPLICATION.version,
      isTest: false,
      isPreview: false,
    });
    expect(Object.keys(config.domains).sort()).toEqual(Object.keys(SERVICE_DOMAINS).sort());
    for (const [name, domain] of Object.entries(SERVICE_DOMAINS)) {
      const served = config.domains[name];
      expect(served?.baseUrl).toBe(`http://care.orbitradio.test:8443${domain.pathPrefix}`);
      expect(Object.keys(served?.endPoints ?? {}).sort()).toEqual(
        Object.keys(domain.endPoints).sort(),
      );
      for (const [endpointName, endpoint] of Object.entries(domain.endPoints)) {
        expect(served?.endPoints[endpointName], `${name}.${endpointName}`).toMatchObject({
          method: endpoint.method,
          href: endpoint.href,
          headers: endpoint.headers,
          doesNotTriggerSessionRefresh: endpoint.doesNotTriggerSessionRefresh,
          isDisabled: false,
        });
      }
    }
    expect(config.domains.time?.endPoints.metronome?.retry).toEqual({ count: 0, delayMs: 0 });
    expect(config.domains.telemetry?.extras).toEqual({ maxEventBatchCount: 20 });
    expect(config.domains.userEvent?.extras).toEqual({ maxEventBatchCount: 1024 });
  });

  it('answers at the address every served session endpoint names', async () => {
    const { app } = await createTestApp();
    const config = applicationConfigSchema.parse(
      (await app.inject({ method: 'GET', url: ME })).json(),
    );
    const metronome = config.domains.time;
    const url = new URL(`${metronome?.baseUrl}/${metronome?.endPoints.metronome?.href}`);
    expect((await app.inject({ method: 'GET', url: url.pathname })).statusCode).toBe(200);
  });

  it('is a test config unless enableProdMode=true, and a preview one with preview=true', async () => {
    const { app } = await createTestApp();
    const read = async (query: string) =>
      applicationConfigSchema.parse(
        (await app.inject({ method: 'GET', url: `${ME}${query}` })).json(),
      );
    expect(await read('')).toMatchObject({ isTest: true, isPreview: false });
    expect(await read('?enableProdMode=false')).toMatchObject({ isTest: true });
    expect(await read('?enableProdMode=true&preview=true')).toMatchObject({
      isTest: false,
      isPreview: true,
    });
  });

  it('marks the endpoints of DISABLED_ENDPOINTS as disabled', async () => {
    const { app } = await createTestApp({
      env: { DISABLED_ENDPOINTS: 'telemetry.actions, userEvent.submit' },
    });
    const config = applicationConfigSchema.parse(
      (await app.inject({ method: 'GET', url: ME })).json(),
    );
    expect(config.domains.telemetry?.endPoints.actions?.isDisabled).toBe(true);
    expect(config.domains.telemetry?.endPoints.events?.isDisabled).toBe(false);
    expect(config.domains.userEvent?.endPoints.submit?.isDisabled).toBe(true);
  });

  it('builds baseUrls from X-Forwarded-Proto and -Host behind a trusted proxy', async () => {
    const { app } = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    const response = await app.inject({
      method: 'GET',
      url: ME,
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'care.orbitradio.ca' },
    });
    const config = applicationConfigSchema.parse(response.json());
    expect(config.domains.session?.baseUrl).toBe('https://care.orbitradio.ca/session/v1');
  });

  it('answers 404 for an unknown application, naming the resource type', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({
      method: 'GET',
      url: '/configservice/v1/applications/nope/configs/1/me',
    });
    expect(response.statusCode).toBe(404);
    expect(serviceErrorBodySchema.parse(response.json())).toMatchObject({
      code: 'NOT_FOUND',
      notFoundResourceType: 'application',
    });
  });

  it('refuses an enableProdMode that is not true or false', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: `${ME}?enableProdMode=yes` });
    expect(response.statusCode).toBe(400);
    expect(serviceErrorBodySchema.parse(response.json()).invalidFields).toEqual([
      { fieldName: 'enableProdMode', errorCode: 'INVALID' },
    ]);
  });
});
