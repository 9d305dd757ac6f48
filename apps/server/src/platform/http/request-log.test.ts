import { describe, expect, it } from 'vitest';
import { captureLogs } from '../../testing/capture-logs.ts';
import { createTestApp } from '../../testing/test-app.ts';

const requestLines = (lines: Record<string, unknown>[]) =>
  lines.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed');

describe('the request log', () => {
  it('keeps one info line for a refused request and none for a served one', async () => {
    const logs = captureLogs({ logLevel: 'info' });
    const { app } = await createTestApp({ logger: logs.logger });
    expect(
      (await app.inject({ method: 'GET', url: '/services/utility/env-info' })).statusCode,
    ).toBe(200);
    expect(requestLines(logs.lines())).toEqual([]);

    const refused = await app.inject({ method: 'GET', url: '/services/account/no-such-call' });
    expect(refused.statusCode).toBe(404);
    const [line, ...more] = requestLines(logs.lines());
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/services/account/no-such-call' },
      res: { statusCode: 404 },
    });
  });

  it('logs every request, arriving and done, at debug', async () => {
    const logs = captureLogs({ logLevel: 'debug' });
    const { app } = await createTestApp({ logger: logs.logger });
    await app.inject({ method: 'GET', url: '/services/utility/env-info' });
    expect(requestLines(logs.lines()).map((line) => [line.level, line.msg])).toEqual([
      [20, 'incoming request'],
      [20, 'request completed'],
    ]);
  });
});
