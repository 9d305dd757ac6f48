import { describe, expect, it } from 'vitest';
import { LOG_MESSAGE_LIMITS, logMessageSchema } from './log-message.ts';

describe('logMessageSchema', () => {
  it('fills the url and message defaults the web app relies on', () => {
    expect(logMessageSchema.parse({ logLevel: 'ERROR' })).toEqual({
      url: '/',
      message: '',
      logLevel: 'ERROR',
    });
  });

  it('refuses an unknown level, an unknown field and an over-long message', () => {
    expect(logMessageSchema.safeParse({ logLevel: 'FATAL' }).success).toBe(false);
    expect(logMessageSchema.safeParse({ logLevel: 'INFO', extra: 1 }).success).toBe(false);
    const message = 'x'.repeat(LOG_MESSAGE_LIMITS.messageLength + 1);
    expect(logMessageSchema.safeParse({ logLevel: 'INFO', message }).success).toBe(false);
  });
});
