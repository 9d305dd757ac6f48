import {
  careErrorBodySchema,
  careSuccessSchema,
  LOG_MESSAGE_LIMITS,
  logMessageReceiptSchema,
} from '@orbit/domain';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { clientLogMessages } from '../../db/schema/index.ts';
import { captureLogs } from '../../testing/capture-logs.ts';
import { freshClock } from '../../testing/identities.ts';
import { cookieHeaderFrom } from '../../testing/session-cookie.ts';
import { createTestApp } from '../../testing/test-app.ts';

const LOG_MESSAGE = '/services/utility/log-message';
const receipt = careSuccessSchema(logMessageReceiptSchema);

async function storedCount(db: Db): Promise<number> {
  const [row] = await db.select({ total: count() }).from(clientLogMessages);
  return row?.total ?? 0;
}

describe('POST /services/utility/log-message', () => {
  it('stores the entry with the defaults (url "/", message ""), the user agent and the request id', async () => {
    const { app, db, clock } = await createTestApp();
    const response = await app.inject({
      method: 'POST',
      url: LOG_MESSAGE,
      headers: { 'user-agent': 'Mozilla/5.0 (test)', 'x-request-id': 'trace-log-000001' },
      payload: { logLevel: 'INFO' },
    });

    expect(response.statusCode).toBe(200);
    const { data } = receipt.parse(response.json());
    expect(data.id).toMatch(/^log_[0-9a-f]{32}$/);
    const [row] = await db
      .select()
      .from(clientLogMessages)
      .where(eq(clientLogMessages.id, data.id));
    expect(row).toEqual({
      id: data.id,
      level: 'INFO',
      message: '',
      url: '/',
      referrer: null,
      stacktrace: null,
      userAgent: 'Mozilla/5.0 (test)',
      requestId: 'trace-log-000001',
      careSessionId: null,
      createdAt: clock.now(),
    });
  });

  it('keeps every field sent, tags the entry with a live care session and logs it at its level', async () => {
    const logs = captureLogs();
    const { app, db } = await createTestApp({ logger: logs.logger });
    const start = await app.inject({ method: 'GET', url: '/services/utility/env-info' });
    const sessionId = start.json().data.sessionInfo.id;
    // A session is stored by the first call that needs it; only a stored one tags entries.
    await app.inject({
      method: 'POST',
      url: '/services/authenticate/validate-login',
      headers: cookieHeaderFrom(start),
      payload: {},
    });

    const response = await app.inject({
      method: 'POST',
      url: LOG_MESSAGE,
      headers: cookieHeaderFrom(start),
      payload: {
        logLevel: 'ERROR',
        message: 'ERROR_PAGE_VIEW',
        url: '/error',
        referrer: 'https://care.orbitradio.com/subscribe',
        stacktrace: 'Error: boom\n    at checkout.js:1:1',
      },
    });

    const { data } = receipt.parse(response.json());
    const [row] = await db
      .select()
      .from(clientLogMessages)
      .where(eq(clientLogMessages.id, data.id));
    expect(row).toMatchObject({
      level: 'ERROR',
      message: 'ERROR_PAGE_VIEW',
      url: '/error',
      referrer: 'https://care.orbitradio.com/subscribe',
      stacktrace: 'Error: boom\n    at checkout.js:1:1',
      careSessionId: sessionId,
    });
    const line = logs.lines().find((entry) => entry.msg === 'client log message');
    expect(line).toMatchObject({
      level: 50,
      clientLog: { id: data.id, message: 'ERROR_PAGE_VIEW' },
    });
  });

  it('logs the id of the failed request the entry is about, beside its own request id', async () => {
    const logs = captureLogs();
    const { app } = await createTestApp({ logger: logs.logger });
    const response = await app.inject({
      method: 'POST',
      url: LOG_MESSAGE,
      headers: { 'x-request-id': 'trace-log-000002' },
      payload: {
        logLevel: 'ERROR',
        message: 'HTTP 503 POST /account: SERVICE_UNAVAILABLE',
        failedRequestId: 'req_AbCdEfGhIjKlMnOp',
      },
    });

    expect(response.statusCode).toBe(200);
    const line = logs.lines().find((entry) => entry.msg === 'client log message');
    expect(line).toMatchObject({
      requestId: 'trace-log-000002',
      clientLog: { failedRequestId: 'req_AbCdEfGhIjKlMnOp' },
    });
  });

  it('cuts an over-long user agent instead of refusing the entry', async () => {
    const { app, db } = await createTestApp();
    const response = await app.inject({
      method: 'POST',
      url: LOG_MESSAGE,
      headers: { 'user-agent': 'x'.repeat(5000) },
      payload: { logLevel: 'WARN' },
    });
    const { data } = receipt.parse(response.json());
    const [row] = await db
      .select()
      .from(clientLogMessages)
      .where(eq(clientLogMessages.id, data.id));
    expect(row?.userAgent).toHaveLength(512);
  });

  const tooLong = 'x'.repeat(LOG_MESSAGE_LIMITS.messageLength + 1);
  const refusals: {
    name: string;
    contentType?: string;
    payload: string;
    status: number;
    errorCode: string;
    fieldErrors: { errorCode: string; fieldName?: string }[];
  }[] = [
    {
      name: 'missing logLevel',
      payload: JSON.stringify({ message: 'hi' }),
      status: 400,
      errorCode: 'INVALID_PAYLOAD',
      fieldErrors: [{ errorCode: 'REQUIRED', fieldName: 'logLevel' }],
    },
    {
      name: 'unknown level',
      payload: JSON.stringify({ logLevel: 'FATAL' }),
      status: 400,
      errorCode: 'INVALID_PAYLOAD',
      fieldErrors: [{ errorCode: 'INVALID', fieldName: 'logLevel' }],
    },
    {
      name: 'message too long',
      payload: JSON.stringify({ logLevel: 'INFO', message: tooLong }),
      status: 400,
      errorCode: 'INVALID_PAYLOAD',
      fieldErrors: [{ errorCode: 'TOO_LONG', fieldName: 'message' }],
    },
    {
      name: 'unknown field',
      payload: JSON.stringify({ logLevel: 'INFO', password: 'hunter2' }),
      status: 400,
      errorCode: 'INVALID_PAYLOAD',
      fieldErrors: [{ errorCode: 'UNKNOWN_FIELD', fieldName: 'password' }],
    },
    {
      name: 'wrong type',
      payload: JSON.stringify({ logLevel: 'INFO', url: 42 }),
      status: 400,
      errorCode: 'INVALID_PAYLOAD',
      fieldErrors: [{ errorCode: 'INVALID', fieldName: 'url' }],
    },
    {
      name: 'a failed request id that is no request id',
      payload: JSON.stringify({ logLevel: 'INFO', failedRequestId: 'not an id' }),
      status: 400,
      errorCode: 'INVALID_PAYLOAD',
      fieldErrors: [{ errorCode: 'INVALID', fieldName: 'failedRequestId' }],
    },
    {
      name: 'a JSON array instead of an object',
      payload: '[]',
      status: 400,
      errorCode: 'INVALID_PAYLOAD',
      fieldErrors: [{ errorCode: 'INVALID' }],
    },
    {
      name: 'malformed JSON',
      payload: '{"logLevel": "INFO"',
      status: 400,
      errorCode: 'INVALID_PAYLOAD',
      fieldErrors: [],
    },
    {
      name: 'empty JSON body',
      payload: '',
      status: 400,
      errorCode: 'INVALID_PAYLOAD',
      fieldErrors: [],
    },
    {
      name: 'plain text',
      contentType: 'text/plain',
      payload: 'logLevel=INFO',
      status: 415,
      errorCode: 'UNSUPPORTED_MEDIA_TYPE',
      fieldErrors: [],
    },
    {
      name: 'a form post',
      contentType: 'application/x-www-form-urlencoded',
      payload: 'logLevel=INFO',
      status: 415,
      errorCode: 'UNSUPPORTED_MEDIA_TYPE',
      fieldErrors: [],
    },
    {
      name: 'a body over the size limit',
      payload: JSON.stringify({
        logLevel: 'INFO',
        stacktrace: 'x'.repeat(LOG_MESSAGE_LIMITS.bodyBytes),
      }),
      status: 413,
      errorCode: 'PAYLOAD_TOO_LARGE',
      fieldErrors: [],
    },
  ];

  it.each(refusals)(
    'refuses $name with $status $errorCode in the care error shape, storing nothing',
    async (refusal) => {
      const { app, db } = await createTestApp();
      const before = await storedCount(db);
      const response = await app.inject({
        method: 'POST',
        url: LOG_MESSAGE,
        headers: { 'content-type': refusal.contentType ?? 'application/json' },
        payload: refusal.payload,
      });

      expect(response.statusCode).toBe(refusal.status);
      const body = careErrorBodySchema.parse(response.json());
      expect(body.error.errorCode).toBe(refusal.errorCode);
      expect(body.error.errorType).toBe('BUSINESS');
      expect(body.error.fieldErrors).toEqual(refusal.fieldErrors);
      expect(await storedCount(db)).toBe(before);
    },
  );

  it('answers 429 RATE_LIMIT_EXCEEDED in the care shape past the per-address budget', async () => {
    const { app } = await createTestApp({
      clock: freshClock(),
      env: { LOG_MESSAGE_RATE_LIMIT_PER_MINUTE: '2' },
    });
    const send = () =>
      app.inject({ method: 'POST', url: LOG_MESSAGE, payload: { logLevel: 'DEBUG' } });
    expect((await send()).statusCode).toBe(200);
    expect((await send()).statusCode).toBe(200);

    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(careErrorBodySchema.parse(limited.json()).error).toMatchObject({
      errorCode: 'RATE_LIMIT_EXCEEDED',
      errorPropKey: 'error.common.rate.limit.exceeded',
    });
  });
});
