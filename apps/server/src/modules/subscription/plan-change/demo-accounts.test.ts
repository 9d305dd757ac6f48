import { careQuoteResultSchema, careSuccessSchema, purchaseResultSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedRuns } from '../../../db/schema/index.ts';
import { PLAN_CHANGERS } from '../../../db/seed/plan-change-accounts.ts';
import { createFakeClock } from '../../../testing/fake-clock.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import {
  CHANGE,
  careAddressOf,
  changeRequestOf,
  QUOTE,
  signedInOnCare,
} from './plan-change.testing.ts';

/**
 * The seeded plan-change customers, as the browser tests meet them: on the day the demo data was
 * seeded, each is mid-term (the promo customer in their promotion) and upgrades on the card on
 * file, charged exactly the preview.
 */
describe('the plan-change demo accounts', () => {
  it.each([
    ['texas', 'US_SAT_PLAT_MO', 'SALES'],
    ['promo', 'US_SAT_AA_MO', 'SALES'],
    ['quebec', 'CA_SAT_AA_MO', 'QST'],
  ] as const)('%s upgrades now to %s, taxed with %s', async (who, planCode, taxCode) => {
    const changer = PLAN_CHANGERS[who];
    const clock = createFakeClock();
    const { app, db } = await createTestApp({ clock, ownDatabase: true });
    const [run] = await db.select().from(seedRuns).where(eq(seedRuns.part, 'plan-change-accounts'));
    if (!run) throw new Error('plan-change accounts not seeded');
    clock.set(new Date(run.seededAt.getTime() + 3_600_000));

    const { post } = await signedInOnCare(app, changer);
    const quoted = await post(QUOTE, {
      planCodes: [{ planCode }],
      serviceAddress: careAddressOf(changer),
      subscriptionId: changer.subscriptionId,
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const preview = careSuccessSchema(careQuoteResultSchema).parse(quoted.json()).data;
    expect(preview.planChange?.timing).toBe('NOW');
    expect(preview.currentQuote.taxes.map((tax) => tax.code)).toContain(taxCode);

    const change = changeRequestOf(changer, preview.planChange?.quoteId ?? '', planCode);
    const confirmed = await post(CHANGE, change, change.paymentInfo.transactionId);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const result = careSuccessSchema(purchaseResultSchema).parse(confirmed.json()).data;
    expect(result.amountCharged).toEqual(preview.currentQuote.currentBalance);
  });
});
