import { careRefreshDeviceResultSchema, REFRESHES_PER_RADIO_PER_DAY } from '@orbit/domain';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { radioRefreshes, radios } from '../../../db/schema/index.ts';
import { careCaller, careData, careError } from '../../../testing/care-caller.ts';
import { createFakeClock } from '../../../testing/fake-clock.ts';
import { EXPIRE_PENDING_REFRESHES } from './expire-pending-refreshes.ts';
import { recordRadioRefresh } from './radio-refresh-store.ts';

const REFRESH = '/services/device/refresh';
const RADIO = 'ORBG0139';
const MINUTE_MS = 60_000;

describe('refresh commands left pending (their server stopped before the uplink answered)', () => {
  it('are expired by a recurring job, and the radio may be refreshed again', async () => {
    const clock = createFakeClock(new Date('2026-05-04T09:00:00Z'));
    const caller = await careCaller({ clock, remoteAddress: '198.51.100.210' });
    const [radio] = await caller.db.select().from(radios).where(eq(radios.radioId, RADIO));
    const accountNumber = radio?.accountNumber ?? '';
    // The day's refreshes, all stuck pending an hour ago: the radio is at its limit.
    const stuckAt = new Date(clock.now().getTime() - 60 * MINUTE_MS);
    for (let command = 0; command < REFRESHES_PER_RADIO_PER_DAY; command += 1) {
      await recordRadioRefresh(caller.db, {
        radioId: RADIO,
        accountNumber,
        requestedBy: 'radioId',
        requestedAt: stuckAt,
      });
    }
    careError(await caller.post(REFRESH, { radioId: RADIO }), 409, 'REFRESH_LIMIT_REACHED');
    // One still within its lifetime (it may be on its way) stays pending.
    const recent = await recordRadioRefresh(caller.db, {
      radioId: RADIO,
      accountNumber,
      requestedBy: 'radioId',
      requestedAt: new Date(clock.now().getTime() - 2 * MINUTE_MS),
    });

    const report = await caller.app.scheduler.runDue(clock.now());
    expect(report.ran.filter((job) => job.name === EXPIRE_PENDING_REFRESHES)).toMatchObject([
      { outcome: 'done' },
    ]);
    const rows = await caller.db
      .select()
      .from(radioRefreshes)
      .where(eq(radioRefreshes.radioId, RADIO))
      .orderBy(asc(radioRefreshes.requestedAt));
    expect(rows.filter((row) => row.id !== recent).map((row) => row.uplinkStatus)).toEqual(
      Array(REFRESHES_PER_RADIO_PER_DAY).fill('failed'),
    );
    expect(rows.find((row) => row.id === recent)?.uplinkStatus).toBe('pending');

    // The expired ones no longer count: with the recent pending one, the customer may refresh
    // up to the limit again.
    await caller.newSession();
    careData(await caller.post(REFRESH, { radioId: RADIO }), careRefreshDeviceResultSchema);
  });
});
