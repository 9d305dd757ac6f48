import { metronomeResponseSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../testing/test-app.ts';

describe('GET /time/v1/metronome', () => {
  it('tells the time of the server clock in epoch milliseconds, uncached and without credentials', async () => {
    const { app, clock } = await createTestApp();
    const first = await app.inject({ method: 'GET', url: '/time/v1/metronome' });
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(metronomeResponseSchema.parse(first.json())).toEqual({
      data: { time: clock.now().getTime() },
    });

    clock.advanceSeconds(90);
    const later = await app.inject({ method: 'GET', url: '/time/v1/metronome' });
    expect(later.json()).toEqual({ data: { time: clock.now().getTime() } });
  });
});
