import { once } from 'node:events';
import { connect } from 'node:net';
import { careErrorBodySchema, serviceErrorBodySchema } from '@orbit/domain';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { clientLogMessages } from '../../db/schema/index.ts';
import { createTestApp } from '../../testing/test-app.ts';
import { jsonNestsDeeperThan, unstorableTextIn } from './request-edge.ts';

const LOG_MESSAGE = '/services/utility/log-message';

function careRefusal(response: { statusCode: number; json: () => unknown }) {
  expect(response.statusCode).toBe(400);
  return careErrorBodySchema.parse(response.json()).error;
}

describe('the request edge', () => {
  it('refuses a NUL or a lone surrogate anywhere in a body, naming the field, and stores nothing', async () => {
    const { app, db } = await createTestApp();
    const [before] = await db.select({ total: count() }).from(clientLogMessages);
    for (const [payload, fieldName] of [
      ['{"logLevel":"INFO","message":"a\\u0000b"}', 'message'],
      ['{"logLevel":"INFO","message":"broken \\ud800 half"}', 'message'],
      ['{"logLevel":"INFO","url":"/x","message":"ok","stacktrace":"\\udc00"}', 'stacktrace'],
      ['{"logLevel":"INFO","a\\u0000":"key"}', 'a\\u0000'],
    ] as const) {
      const error = careRefusal(
        await app.inject({
          method: 'POST',
          url: LOG_MESSAGE,
          headers: { 'content-type': 'application/json' },
          payload,
        }),
      );
      expect(error).toMatchObject({
        errorCode: 'INVALID_PAYLOAD',
        fieldErrors: [{ errorCode: 'INVALID', fieldName }],
      });
    }
    const [after] = await db.select({ total: count() }).from(clientLogMessages);
    expect(after?.total).toBe(before?.total);
  });

  it('refuses %00 in a path parameter or a query, and takes a whole surrogate pair', async () => {
    const { app } = await createTestApp();
    const inPath = careRefusal(
      await app.inject({ method: 'GET', url: '/services/content/campaigns/spring%00sale' }),
    );
    expect(inPath.fieldErrors).toEqual([{ errorCode: 'INVALID', fieldName: 'campaignId' }]);
    const inQuery = await app.inject({ method: 'GET', url: '/health/ready?probe=%00' });
    expect(inQuery.statusCode).toBe(400);
    expect(serviceErrorBodySchema.parse(inQuery.json())).toMatchObject({
      code: 'INVALID_PAYLOAD',
      invalidFields: [{ fieldName: 'probe', errorCode: 'INVALID' }],
    });
    const emoji = await app.inject({
      method: 'POST',
      url: LOG_MESSAGE,
      payload: { logLevel: 'INFO', message: 'radio \ud83d\ude97 fine' },
    });
    expect(emoji.statusCode).toBe(200);
  });

  it('refuses JSON nested past 32 levels before parsing it, in the surface’s shape', async () => {
    const { app } = await createTestApp();
    const deep = `${'['.repeat(20_000)}${']'.repeat(20_000)}`;
    const service = await app.inject({
      method: 'POST',
      url: '/session/v1/sessions/anonymous',
      headers: { 'content-type': 'application/json' },
      payload: deep,
    });
    expect(service.statusCode).toBe(400);
    expect(serviceErrorBodySchema.parse(service.json()).code).toBe('INVALID_PAYLOAD');
    const care = careRefusal(
      await app.inject({
        method: 'POST',
        url: LOG_MESSAGE,
        headers: { 'content-type': 'application/json' },
        payload: `{"logLevel":"INFO","message":"x","extra":${'['.repeat(40)}${']'.repeat(40)}}`,
      }),
    );
    expect(care.errorCode).toBe('INVALID_PAYLOAD');
  });

  it('answers a malformed URL in the spec’s shape, without echoing it', async () => {
    const { app } = await createTestApp();
    const response = await app.inject({ method: 'GET', url: '/identity/v1/%E0%A4%A' });
    expect(response.statusCode).toBe(400);
    const body = serviceErrorBodySchema.parse(response.json());
    expect(body.code).toBe('INVALID_PAYLOAD');
    expect(response.body).not.toContain('%E0');
    expect(response.body).not.toContain('FST_');
  });

  it('answers headers too large with 431 in the spec’s shape, as Node meets them', async () => {
    const { app } = await createTestApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const socket = connect(address.port, '127.0.0.1');
    await once(socket, 'connect');
    socket.write(`GET /health/live HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    let answer = '';
    socket.on('data', (chunk) => {
      answer += chunk.toString();
    });
    await once(socket, 'close');
    const [head = '', body = ''] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 431 /);
    expect(serviceErrorBodySchema.parse(JSON.parse(body))).toMatchObject({
      code: 'HEADERS_TOO_LARGE',
      status: 431,
    });
  });
});

describe('jsonNestsDeeperThan', () => {
  it('counts arrays and objects, not brackets inside strings', () => {
    expect(jsonNestsDeeperThan('[[[]]]', 3)).toBe(false);
    expect(jsonNestsDeeperThan('[[[[]]]]', 3)).toBe(true);
    expect(jsonNestsDeeperThan('{"a":"[[[[[[","b":{"c":[1]}}', 3)).toBe(false);
    expect(jsonNestsDeeperThan('{"a":"\\"[[[[","b":[[[[]]]]}', 3)).toBe(true);
  });
});

describe('unstorableTextIn', () => {
  it('names the path of the first string PostgreSQL cannot keep', () => {
    expect(unstorableTextIn({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toEqual(['a', '1', 'c']);
    expect(unstorableTextIn({ a: 'fine 🚗', b: 3, c: null })).toBeUndefined();
    expect(unstorableTextIn('\ud800')).toEqual([]);
  });
});
