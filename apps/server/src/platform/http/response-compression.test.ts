import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { careErrorBodySchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/test-app.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './response-compression.ts';

describe('compressed answers', () => {
  it('sends a large JSON answer as brotli or gzip to a client that accepts it, plain otherwise', async () => {
    const { app } = await createTestApp();
    const get = (acceptEncoding?: string) =>
      app.inject({
        method: 'GET',
        url: '/docs/openapi.json',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('leaves a small answer as it is', async () => {
    const { app } = await createTestApp();
    const live = await app.inject({
      method: 'GET',
      url: '/health/live',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(live.statusCode).toBe(200);
    expect(live.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(live.headers['content-encoding']).toBeUndefined();
    expect(() => live.json()).not.toThrow();
  });

  it('never inflates a compressed request body: the APIs take plain JSON', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({
      method: 'POST',
      url: '/services/session/env-info',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({})),
    });
    // Read as the bytes they are, which are not JSON.
    expect(response.statusCode).toBe(400);
    expect(careErrorBodySchema.parse(response.json()).error.errorCode).toBe('INVALID_PAYLOAD');
  });
});
