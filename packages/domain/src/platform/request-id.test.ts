import { describe, expect, it } from 'vitest';
import { logMessageSchema } from './log-message.ts';
import { requestIdOf } from './request-id.ts';

describe('request ids', () => {
  it('keeps a header value shaped like a request id, and nothing else', () => {
    expect(requestIdOf('req_3kTq9x0aBcDeFgHiJkLm')).toBe('req_3kTq9x0aBcDeFgHiJkLm');
    expect(requestIdOf('trace-log-000001')).toBe('trace-log-000001');
    expect(requestIdOf(null)).toBeUndefined();
    expect(requestIdOf('short')).toBeUndefined();
    expect(requestIdOf('has spaces in it')).toBeUndefined();
    expect(requestIdOf('x'.repeat(129))).toBeUndefined();
  });

  it('travels in a log message as the failed request’s id, when it is one', () => {
    const entry = { logLevel: 'ERROR', failedRequestId: 'req_3kTq9x0aBcDeFgHiJkLm' };
    expect(logMessageSchema.parse(entry)).toMatchObject(entry);
    expect(logMessageSchema.safeParse({ ...entry, failedRequestId: '<script>' }).success).toBe(
      false,
    );
  });
});
