import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { deviceAuthorizations } from '../../db/schema/index.ts';
import { careCaller } from '../../testing/care-caller.ts';

describe('a made-up Sonos speaker’s link code, for development (ADR 061)', () => {
  it('is a live speaker link code, and names the page that confirms it', async () => {
    const caller = await careCaller();
    const response = await caller.post('/dev/speaker-code', {});
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json() as { userCode: string; expiresIn: number; path: string };
    expect(answer.userCode).toMatch(/^[A-Z]{4}-[A-Z]{4}$/);
    expect(answer.path).toBe(`/onboarding/sign-in/sonos?linkCode=${answer.userCode}`);
    const rows = await caller.db
      .select({ flow: deviceAuthorizations.flow, status: deviceAuthorizations.status })
      .from(deviceAuthorizations)
      .where(
        and(eq(deviceAuthorizations.flow, 'speaker'), eq(deviceAuthorizations.status, 'pending')),
      );
    // The demo data's speaker codes are all used: the pending one is the code just made.
    expect(rows).toEqual([{ flow: 'speaker', status: 'pending' }]);
  });

  it('is not served in production', async () => {
    const caller = await careCaller({ env: { NODE_ENV: 'production' } });
    expect((await caller.post('/dev/speaker-code', {})).statusCode).toBe(404);
  });
});
