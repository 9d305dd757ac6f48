import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { catalogOffers } from '../../../db/schema/index.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { priceNewSubscription } from './price-new-subscription.ts';

const NOW = new Date('2026-04-02T09:00:00Z');
const TRIAL_ENDS = new Date('2027-01-20T00:00:00Z');
const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });

describe('priceNewSubscription with startsAt (a paid plan following a trial)', () => {
  it('charges nothing today (the radio is active: no activation fee) and prices the first month from the trial’s end', async () => {
    const { db } = await createTestApp();
    const quote = await priceNewSubscription(db, {
      planCodes: ['US_SAT_AA_MO'],
      region: { country: 'us', state: 'TX' },
      now: NOW,
      startsAt: TRIAL_ENDS,
    });
    // The offer's $15 activation fee is for radios being activated, not one in its trial.
    expect(quote.currentQuote.totalAmount).toEqual(usd(0));
    expect(quote.currentQuote.fees).toEqual([]);
    // 22.99 + MRF 4.92 + tax 1.74, on January 20.
    expect(quote.futureQuote?.totalAmount).toEqual(usd(2965));
    expect(quote.futureQuote?.details[0]?.startDate).toBe('2027-01-20');
    expect(quote.revenueStatus).toBe('Deferred');
  });

  it('checks the offer is on sale today, not on the day it starts', async () => {
    // Its own database: the offer's dates change.
    const { db } = await createTestApp({ ownDatabase: true });
    // On sale today, withdrawn before the trial ends: bought today, so it still sells.
    await db
      .update(catalogOffers)
      .set({ availableUntil: new Date('2026-06-01T00:00:00Z') })
      .where(eq(catalogOffers.planCode, 'US_SAT_AA_MO'));
    const quote = await priceNewSubscription(db, {
      planCodes: ['US_SAT_AA_MO'],
      region: { country: 'us', state: 'TX' },
      now: NOW,
      startsAt: TRIAL_ENDS,
    });
    expect(quote.futureQuote?.details[0]?.planCode).toBe('US_SAT_AA_MO');
    // Withdrawn already: refused, however late the plan would start.
    await db
      .update(catalogOffers)
      .set({ availableUntil: new Date('2026-04-01T00:00:00Z') })
      .where(eq(catalogOffers.planCode, 'US_SAT_AA_MO'));
    const refused = await priceNewSubscription(db, {
      planCodes: ['US_SAT_AA_MO'],
      region: { country: 'us', state: 'TX' },
      now: NOW,
      startsAt: TRIAL_ENDS,
    }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ code: 'OFFER_EXPIRED' });
  });

  it('prices as before without startsAt', async () => {
    const { db } = await createTestApp();
    const input = {
      planCodes: ['US_SAT_AA_MO'],
      region: { country: 'us' as const, state: 'TX' },
      now: NOW,
    };
    const today = await priceNewSubscription(db, input);
    expect(await priceNewSubscription(db, { ...input, startsAt: NOW })).toEqual(today);
    expect(today.currentQuote.details[0]?.startDate).toBe('2026-04-02');
  });
});
