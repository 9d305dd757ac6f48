import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { careCaller, expectOk } from './care-caller.ts';

/** What the server last saw of each request: its cookie, address, body and encodings. */
const seen: { cookie?: string; forwardedFor?: string; body: string; acceptEncoding?: string }[] =
  [];
let server: Server;
let origin: string;

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    seen.push({
      cookie: request.headers.cookie,
      forwardedFor: request.headers['x-forwarded-for'] as string | undefined,
      acceptEncoding: request.headers['accept-encoding'],
      body: await bodyOf(request),
    });
    const answer = Buffer.from(JSON.stringify({ path: request.url, plans: ['US_STREAM_PLAT_MO'] }));
    if (request.url === '/session') {
      response.setHeader('set-cookie', ['care=abc; HttpOnly; Path=/', 'lang=fr-CA; Path=/']);
      response.end(answer);
    } else if (request.url === '/offers') {
      response.setHeader('content-encoding', 'br');
      response.end(brotliCompressSync(answer));
    } else if (request.url === '/gzip') {
      response.setHeader('content-encoding', 'gzip');
      response.end(gzipSync(answer));
    } else {
      response.statusCode = 400;
      response.end('not json: refused');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

describe("the bench's care caller", () => {
  it('keeps the cookies it is given and sends them back, from its own address', async () => {
    const caller = careCaller(origin, '10.1.0.7');
    await caller.get('/session');
    await caller.post('/offers', { streaming: true });
    expect(seen.at(-1)).toMatchObject({
      cookie: 'care=abc; lang=fr-CA',
      forwardedFor: '10.1.0.7',
      body: '{"streaming":true}',
      acceptEncoding: 'br, gzip',
    });
    expect(caller.cookieHeader()).toBe('care=abc; lang=fr-CA');
  });

  it('reads a brotli or gzip answer as the JSON it carries', async () => {
    const caller = careCaller(origin, '10.1.0.8');
    for (const path of ['/offers', '/gzip']) {
      const answer = await caller.get(path);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({ path, plans: ['US_STREAM_PLAT_MO'] });
      expect(answer.ms).toBeGreaterThan(0);
    }
  });

  it('keeps an answer that is not JSON as its text, for the refusal it reports', async () => {
    const answer = await careCaller(origin, '10.1.0.9').get('/refused');
    expect(answer.body).toBe('not json: refused');
    expect(() => expectOk(answer, 'the lookup')).toThrow(
      'the lookup answered 400: "not json: refused"',
    );
  });
});
