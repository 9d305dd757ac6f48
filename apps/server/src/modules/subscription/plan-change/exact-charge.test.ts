import { describe, expect, it } from 'vitest';
import { PLAN_CHANGERS } from '../../../db/seed/plan-change-accounts.ts';
import {
  ALL_ACCESS_MONTHLY,
  type Changer,
  monthly,
  type PhaseSeed,
  planChangeSetUp,
  purchaseResultOf,
  quoteResultOf,
} from './plan-change.testing.ts';

const { texas, promo, quebec } = PLAN_CHANGERS;

/**
 * The guarantee of ADR 030: a confirmed plan change charges exactly what its preview showed —
 * the card the preview's balance, the invoice its total, the account any credit it left.
 */
async function changeAndCompare(
  changer: Changer,
  now: string,
  from: { planCode: string; packageId: string; phases: PhaseSeed[] },
  toPlanCode: string,
) {
  const kit = await planChangeSetUp(changer, now, from);
  const before = await kit.snapshot();
  const quoted = await kit.quote(toPlanCode);
  if (quoted.statusCode !== 200) throw new Error(quoted.body);
  const preview = quoteResultOf(quoted);
  const quoteId = preview.planChange?.quoteId ?? '';
  const confirmed = await kit.purchase(kit.purchaseBody(quoteId, toPlanCode));
  if (confirmed.statusCode !== 200) throw new Error(confirmed.body);
  const result = purchaseResultOf(confirmed);
  const after = await kit.snapshot();
  const today = preview.currentQuote;
  const charged = Math.max(0, today.currentBalance.amountMinor);
  expect(result.amountCharged).toEqual({ ...today.currentBalance, amountMinor: charged });
  // Nothing is charged for nothing; otherwise one charge of the previewed balance.
  expect(
    after.charges.filter((charge) => charge.amountMinor > 0).map((c) => c.amountMinor),
  ).toEqual(charged > 0 ? [charged] : []);
  expect((after.account?.creditMinor ?? 0) - (before.account?.creditMinor ?? 0)).toBe(
    Math.max(0, -today.totalAmount.amountMinor),
  );
  const invoice = after.invoices.find((row) => row.orderId === quoteId);
  if (preview.planChange?.timing === 'NOW') {
    expect(invoice?.amountTotalMinor).toBe(today.totalAmount.amountMinor);
  } else {
    expect(invoice).toBeUndefined();
  }
  return { preview, result, before, after, kit };
}

describe('a plan change charges exactly its preview', () => {
  it('an upgrade in Texas: now, the unused days credited, sales tax named', async () => {
    const { preview, after } = await changeAndCompare(
      texas,
      '2026-11-25T15:00:00Z',
      ALL_ACCESS_MONTHLY,
      'US_SAT_PLAT_MO',
    );
    const [line] = preview.currentQuote.details;
    // Nov 15 → Dec 15: 30 days, 20 left. Credit 22.99 × 20/30 = 15.33; charge 24.99 × 20/30 = 16.66.
    expect(line).toMatchObject({
      priceAmount: { amountMinor: 133, currency: 'USD' },
      prorated: { days: 20, ofDays: 30, credit: { amountMinor: 1533, currency: 'USD' } },
    });
    expect(preview.currentQuote.taxes.map((tax) => tax.code)).toEqual(['SALES']);
    expect(after.subscription).toMatchObject({
      planCode: 'US_SAT_PLAT_MO',
      commerceState: 'active',
    });
    expect(
      after.phases.map((phase) => [
        phase.offerId,
        phase.startsAt.toISOString(),
        phase.endsAt?.toISOString() ?? null,
        phase.priceMinor,
      ]),
    ).toEqual([
      ['US_SAT_AA_MO', '2026-05-15T00:00:00.000Z', '2026-11-25T15:00:00.000Z', 2299],
      ['US_SAT_PLAT_MO', '2026-11-25T15:00:00.000Z', '2026-12-15T00:00:00.000Z', 1666],
      ['US_SAT_PLAT_MO', '2026-12-15T00:00:00.000Z', null, 2499],
    ]);
  });

  it('a downgrade: nothing today, the new plan from the renewal, the plan kept until then', async () => {
    const { preview, after, kit } = await changeAndCompare(
      texas,
      '2026-11-25T15:00:00Z',
      ALL_ACCESS_MONTHLY,
      'US_SAT_MS_MO',
    );
    expect(preview.planChange).toMatchObject({ timing: 'NEXT_RENEWAL', effectiveOn: '2026-12-15' });
    expect(preview.currentQuote.totalAmount.amountMinor).toBe(0);
    expect(after.subscription?.planCode).toBe('US_SAT_AA_MO');
    expect(after.phases.map((phase) => [phase.offerId, phase.startsAt.toISOString()])).toEqual([
      ['US_SAT_AA_MO', '2026-05-15T00:00:00.000Z'],
      ['US_SAT_MS_MO', '2026-12-15T00:00:00.000Z'],
    ]);
    expect(after.phases[0]?.endsAt?.toISOString()).toBe('2026-12-15T00:00:00.000Z');
    // The account says what it changes to, and when.
    const view = (await kit.post('/services/account', {})).json() as {
      data: { subscriptions: { id: string; planName: string; pendingPlanChange: unknown }[] };
    };
    expect(view.data.subscriptions.find((row) => row.id === texas.subscriptionId)).toMatchObject({
      planName: 'All Access',
      pendingPlanChange: {
        planCode: 'US_SAT_MS_MO',
        planName: 'Music Showcase',
        effectiveOn: '2026-12-15',
      },
    });
  });

  it('monthly to annual: the credit exceeds the charge and stays on the account', async () => {
    const { preview, after } = await changeAndCompare(
      texas,
      '2026-11-25T15:00:00Z',
      ALL_ACCESS_MONTHLY,
      'US_SAT_AA_YR',
    );
    expect(preview.planChange?.timing).toBe('NOW');
    expect(preview.currentQuote.totalAmount.amountMinor).toBeLessThan(0);
    expect(after.account?.creditMinor).toBeGreaterThan(0);
    expect(after.subscription?.planCode).toBe('US_SAT_AA_YR');
  });

  it('annual back to monthly', async () => {
    const { preview } = await changeAndCompare(
      texas,
      '2026-11-25T15:00:00Z',
      {
        planCode: 'US_SAT_AA_YR',
        packageId: 'SXM_ALL_ACCESS',
        phases: [
          {
            phase: 'fullPrice',
            planType: 'SELF_PAY',
            startsAt: '2026-09-01',
            termMonths: 12,
            priceMinor: 22999,
          },
        ],
      },
      'US_SAT_AA_MO',
    );
    // Sep 1, 2026 → Sep 1, 2027: 365 days, 280 left.
    expect(preview.currentQuote.details[0]?.prorated).toMatchObject({ days: 280 });
    expect(preview.planChange).toMatchObject({ timing: 'NOW', nextBill: { date: '2027-09-01' } });
  });

  it('a plan in its promotion: the unused days credited at the promo price', async () => {
    const { preview } = await changeAndCompare(
      promo,
      '2026-11-25T15:00:00Z',
      {
        planCode: 'US_SAT_MS_6MO5_MO',
        packageId: 'SXM_MUSIC_SHOWCASE',
        phases: [
          {
            phase: 'promo',
            planType: 'PROMO_MCP',
            startsAt: '2026-09-10',
            endsAt: '2027-03-10',
            priceMinor: 500,
          },
          { phase: 'fullPrice', planType: 'SELF_PAY', startsAt: '2027-03-10', priceMinor: 1099 },
        ],
      },
      'US_SAT_AA_MO',
    );
    // Nov 10 → Dec 10: 30 days, 15 left: 5.00 × 15/30 = 2.50 credited.
    expect(preview.currentQuote.details[0]?.prorated).toMatchObject({
      days: 15,
      ofDays: 30,
      credit: { amountMinor: 250, currency: 'USD' },
    });
    expect(preview.currentQuote.taxes.map((tax) => tax.code)).toEqual(['SALES']);
  });

  it('a plan in Quebec, in Canadian dollars, with GST and QST named', async () => {
    const { preview, after } = await changeAndCompare(
      quebec,
      '2026-11-25T15:00:00Z',
      {
        planCode: 'CA_SAT_MS_MO',
        packageId: 'SXM_MUSIC_SHOWCASE',
        phases: monthly('2026-03-01', 1199),
      },
      'CA_SAT_AA_MO',
    );
    expect(preview.currentQuote.currency).toBe('CAD');
    expect(preview.currentQuote.taxes.map((tax) => tax.code)).toEqual(['GST', 'QST']);
    expect(after.emails.at(-1)).toMatchObject({
      template: 'plan-change-confirmation',
      locale: 'fr-CA',
      subject: 'Le changement de votre forfait Orbit Radio est confirmé',
    });
  });

  it('a downgrade in Quebec waits for the renewal', async () => {
    const { preview } = await changeAndCompare(
      quebec,
      '2026-11-25T15:00:00Z',
      {
        planCode: 'CA_SAT_AA_MO',
        packageId: 'SXM_ALL_ACCESS',
        phases: monthly('2026-03-01', 2499),
      },
      'CA_SAT_MS_MO',
    );
    expect(preview.planChange).toMatchObject({ timing: 'NEXT_RENEWAL', effectiveOn: '2026-12-01' });
  });

  it('on the first day of a term: the whole term credited', async () => {
    const { preview } = await changeAndCompare(
      texas,
      '2026-11-15T00:00:00Z',
      ALL_ACCESS_MONTHLY,
      'US_SAT_PLAT_MO',
    );
    expect(preview.currentQuote.details[0]?.prorated).toMatchObject({
      days: 30,
      ofDays: 30,
      credit: { amountMinor: 2299, currency: 'USD' },
    });
  });

  it('on the last day of a term: one day credited', async () => {
    const { preview } = await changeAndCompare(
      texas,
      '2026-12-14T23:00:00Z',
      ALL_ACCESS_MONTHLY,
      'US_SAT_PLAT_MO',
    );
    // 22.99 / 30 = 0.766 → 0.77.
    expect(preview.currentQuote.details[0]?.prorated).toMatchObject({
      days: 1,
      ofDays: 30,
      credit: { amountMinor: 77, currency: 'USD' },
    });
  });

  it('on leap day 2028, in a 29-day February term', async () => {
    const { preview } = await changeAndCompare(
      texas,
      '2028-02-29T12:00:00Z',
      {
        planCode: 'US_SAT_AA_MO',
        packageId: 'SXM_ALL_ACCESS',
        phases: monthly('2027-12-10', 2299),
      },
      'US_SAT_PLAT_MO',
    );
    // Feb 10 → Mar 10, 2028: 29 days, 10 left: 22.99 × 10/29 = 7.93.
    expect(preview.currentQuote.details[0]?.prorated).toMatchObject({
      days: 10,
      ofDays: 29,
      credit: { amountMinor: 793, currency: 'USD' },
    });
  });
});

describe('a plan chosen during a trial charges exactly its preview', () => {
  it('follows the trial: nothing today, the plan from the trial’s end', async () => {
    const kit = await planChangeSetUp(texas, '2026-11-25T15:00:00Z', {
      planCode: 'US_SAT_AA_TRIAL_12MO',
      packageId: 'SXM_ALL_ACCESS',
      phases: [
        {
          phase: 'trial',
          planType: 'TRIAL',
          startsAt: '2026-06-01',
          endsAt: '2027-06-01',
          termMonths: 12,
          priceMinor: 0,
        },
      ],
    });
    const preview = quoteResultOf(await kit.quote('US_SAT_PLAT_MO'));
    // The trial's quote is the follow-trial one: no plan-change order to bind.
    expect(preview.planChange).toBeUndefined();
    expect(preview.futureQuote?.details[0]?.startDate).toBe('2027-06-01');
    const { quoteId: _none, ...body } = kit.purchaseBody('', 'US_SAT_PLAT_MO');
    const confirmed = await kit.purchase(body);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(purchaseResultOf(confirmed).amountCharged).toEqual(preview.currentQuote.currentBalance);
    const after = await kit.snapshot();
    expect(after.charges.filter((charge) => charge.amountMinor > 0)).toEqual([]);
    expect(after.phases.map((phase) => [phase.offerId, phase.startsAt.toISOString()])).toEqual([
      ['US_SAT_AA_TRIAL_12MO', '2026-06-01T00:00:00.000Z'],
      ['US_SAT_PLAT_MO', '2027-06-01T00:00:00.000Z'],
    ]);
  });
});
