import { describe, expect, it } from 'vitest';
import { freshClock } from '../../../testing/identities.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { type RetainedSubscription, retentionOfferFor } from './retention-offer.ts';

const monthly = (amountMinor: number) => ({ amountMinor, months: 1 });

/** All Access at $22.99 a month and Streaming Platinum at $14.99, as the demo plans are. */
const ALL_ACCESS: RetainedSubscription = {
  planCode: 'US_SAT_AA_MO',
  packageId: 'SXM_ALL_ACCESS',
  serviceType: 'satellite',
  country: 'us',
  current: monthly(2299),
  renewal: monthly(2299),
};
const STREAMING_PLATINUM: RetainedSubscription = {
  planCode: 'US_STREAM_PLAT_MO',
  packageId: 'SXM_STREAMING_PLATINUM',
  serviceType: 'streaming',
  country: 'us',
  current: monthly(1499),
  renewal: monthly(1499),
};

describe('retentionOfferFor', () => {
  it.each([
    [ALL_ACCESS, 'EXPENSIVE', 'US_SAT_AA_SAVE_6MO10_MO'],
    [ALL_ACCESS, 'DONT_LISTEN', 'US_SAT_NST_MO'],
    [ALL_ACCESS, null, 'US_SAT_AA_SAVE_6MO10_MO'],
    [STREAMING_PLATINUM, 'OTHER_STREAMING_SVCS', 'US_STREAM_PLAT_SAVE_3MO5_MO'],
    [STREAMING_PLATINUM, 'DONT_LISTEN', 'US_STREAM_ESS_MO'],
  ] as const)('%s.planCode, %s → %s', async (subscription, reason, planCode) => {
    const { db, clock } = await createTestApp({ clock: freshClock() });
    const offer = await retentionOfferFor(db, subscription, { reason, now: clock.now() });
    expect(offer?.planCode).toBe(planCode);
  });

  it('offers nothing for a reason a price does not answer', async () => {
    const { db, clock } = await createTestApp({ clock: freshClock() });
    for (const reason of ['TECHNICAL_ISSUES', 'NO_LISTENTING_OPTIONS', 'OTHER'] as const) {
      expect(await retentionOfferFor(db, ALL_ACCESS, { reason, now: clock.now() })).toBeNull();
    }
  });

  it('offers nothing when every cheaper plan would renew dearer than staying', async () => {
    const { db, clock } = await createTestApp({ clock: freshClock() });
    const cheapest = { ...ALL_ACCESS, current: monthly(500), renewal: monthly(500) };
    expect(
      await retentionOfferFor(db, cheapest, { reason: 'EXPENSIVE', now: clock.now() }),
    ).toBeNull();
  });
});
