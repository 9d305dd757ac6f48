import type { LogMessageInput } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { createRemoteLogger, redactUrl } from './remote-logger.ts';

describe('remote logger', () => {
  it('sends the current URL, the referrer and the level', () => {
    const sent: LogMessageInput[] = [];
    const logger = createRemoteLogger({
      send: async (input) => sent.push(input),
      currentUrl: () => '/account?x=1',
      referrer: () => 'https://www.orbitradio.com/',
    });
    logger.warn('slow', { stacktrace: 'stack here' });
    expect(sent).toEqual([
      {
        url: '/account?x=1',
        message: 'slow',
        logLevel: 'WARN',
        stacktrace: 'stack here',
        referrer: 'https://www.orbitradio.com/',
      },
    ]);
  });

  it('sends the id of the failed request an entry is about', () => {
    const sent: LogMessageInput[] = [];
    const logger = createRemoteLogger({
      send: async (input) => sent.push(input),
      currentUrl: () => '/error',
      referrer: () => '',
    });
    logger.error('ERROR_PAGE_VIEW', { failedRequestId: 'req_AbCdEfGhIjKlMnOp' });
    logger.info('no request behind this one');
    expect(sent).toEqual([
      {
        url: '/error',
        message: 'ERROR_PAGE_VIEW',
        logLevel: 'ERROR',
        failedRequestId: 'req_AbCdEfGhIjKlMnOp',
      },
      { url: '/error', message: 'no request behind this one', logLevel: 'INFO' },
    ]);
  });

  it('never sends token values', () => {
    expect(redactUrl('/subscribe/checkout?programcode=P&tkn=secret&DTOK=abc#frag')).toBe(
      '/subscribe/checkout?programcode=P&tkn=REDACTED&DTOK=REDACTED',
    );
    expect(redactUrl('/account')).toBe('/account');
  });

  it('stops after its per-page budget, so an error loop cannot flood the server', () => {
    let count = 0;
    const logger = createRemoteLogger({
      send: async () => {
        count += 1;
      },
      currentUrl: () => '/',
      referrer: () => '',
      maxMessages: 3,
    });
    for (let i = 0; i < 10; i++) logger.error(`e${i}`);
    expect(count).toBe(3);
  });
});
