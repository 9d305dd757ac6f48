import { describe, expect, it } from 'vitest';
import { PLAN_CHANGERS } from '../../../db/seed/plan-change-accounts.ts';
import {
  planChangeSetUp,
  purchaseResultOf,
  quoteResultOf,
  refusalOf,
} from './plan-change.testing.ts';

const { texas } = PLAN_CHANGERS;
const allAccessMonthly = {
  planCode: 'US_SAT_AA_MO',
  packageId: 'SXM_ALL_ACCESS',
  phases: [
    { phase: 'fullPrice' as const, planType: 'SELF_PAY', startsAt: '2026-05-15', priceMinor: 2299 },
  ],
};

describe('a plan change on the care API: quotes/quote, then purchase/change-subscription', () => {
  it('upgrades now in Texas, charging exactly the preview once', async () => {
    const { quote, purchase, purchaseBody, snapshot } = await planChangeSetUp(
      texas,
      '2026-11-25T15:00:00Z',
      allAccessMonthly,
    );
    const quoted = await quote('US_SAT_PLAT_MO');
    expect(quoted.statusCode, quoted.body).toBe(200);
    const preview = quoteResultOf(quoted);
    expect(preview.planChange).toMatchObject({
      subscriptionId: texas.subscriptionId,
      fromPlanCode: 'US_SAT_AA_MO',
      toPlanCode: 'US_SAT_PLAT_MO',
      timing: 'NOW',
      effectiveOn: '2026-11-25',
      nextBill: { date: '2026-12-15' },
    });
    const quoteId = preview.planChange?.quoteId ?? '';

    const confirmed = await purchase(purchaseBody(quoteId, 'US_SAT_PLAT_MO'));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const result = purchaseResultOf(confirmed);
    expect(result.amountCharged).toEqual(preview.currentQuote.currentBalance);

    const after = await snapshot();
    expect(after.charges.map((charge) => charge.amountMinor)).toEqual([
      preview.currentQuote.currentBalance.amountMinor,
    ]);
    expect(after.subscription?.planCode).toBe('US_SAT_PLAT_MO');
    expect(after.invoices).toHaveLength(1);
    expect(after.emails.map((email) => email.template)).toEqual(['plan-change-confirmation']);
  });

  it('refuses the plan it is on', async () => {
    const { quote } = await planChangeSetUp(texas, '2026-11-25T15:00:00Z', allAccessMonthly);
    expect(refusalOf(await quote('US_SAT_AA_MO'))).toMatchObject({
      status: 409,
      code: 'SAME_PLAN',
    });
  });
});
