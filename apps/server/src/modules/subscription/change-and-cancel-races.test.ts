import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PLAN_CHANGERS } from '../../db/seed/plan-change-accounts.ts';
import { countingGateway } from '../../platform/payments/counting-gateway.testing.ts';
import { expectOneWinner, outcomesOf } from '../../testing/race-outcomes.ts';
import {
  ALL_ACCESS_MONTHLY,
  planChangeSetUp,
  quoteResultOf,
  refusalOf,
} from './plan-change/plan-change.testing.ts';

const { texas } = PLAN_CHANGERS;
const NOW = '2026-11-25T15:00:00Z';
const CANCEL = '/services/cancel/subscription';
const UPGRADE = 'US_SAT_PLAT_MO';

/** Texas on All Access mid-term, an upgrade quoted, on a gateway that can hold its charge. */
async function quotedUpgradeAndCancel() {
  let counting: ReturnType<typeof countingGateway> | undefined;
  const kit = await planChangeSetUp(texas, NOW, ALL_ACCESS_MONTHLY, undefined, (sandbox) => {
    counting = countingGateway(sandbox);
    return counting.gateway;
  });
  if (!counting) throw new Error('no gateway');
  const preview = quoteResultOf(await kit.quote(UPGRADE));
  const quoteId = preview.planChange?.quoteId ?? '';
  const cancel = () => {
    const inAuthId = `OAC-${randomUUID()}`;
    return kit.post(
      CANCEL,
      { subscriptionId: texas.subscriptionId, inAuthId, reasonCode: 'EXPENSIVE' },
      inAuthId,
    );
  };
  return {
    ...kit,
    gateway: counting,
    preview,
    cancel,
    change: () => kit.purchase(kit.purchaseBody(quoteId, UPGRADE)),
  };
}

describe('a plan change and a cancellation of one subscription', () => {
  it('at the same moment: exactly one of them happens, the other is told so, charged at most once', async () => {
    const { change, cancel, gateway, preview, snapshot } = await quotedUpgradeAndCancel();
    // The change's charge waits until the cancellation has been answered: the two overlap.
    const gate = gateway.holdCharges(2);
    const answers = await Promise.all([
      change().finally(() => gate.settled()),
      cancel().finally(() => gate.settled()),
    ]);
    expectOneWinner(answers, ['409 PAYMENT_IN_PROGRESS', '409 SUBSCRIPTION_CHANGED']);
    const [changed] = outcomesOf(answers);
    const after = await snapshot();
    if (changed === 'ok') {
      expect(after.subscription).toMatchObject({ planCode: UPGRADE, commerceState: 'active' });
      expect(after.charges.map((charge) => charge.amountMinor)).toEqual([
        preview.currentQuote.currentBalance.amountMinor,
      ]);
    } else {
      expect(after.subscription).toMatchObject({
        planCode: ALL_ACCESS_MONTHLY.planCode,
        commerceState: 'pending_cancellation',
      });
      expect(after.charges).toEqual([]);
    }
  });

  it('a cancellation after the change was quoted: the quote is refused, nothing charged', async () => {
    const { change, cancel, snapshot } = await quotedUpgradeAndCancel();
    const cancelled = await cancel();
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(refusalOf(await change())).toMatchObject({ status: 409, code: 'SUBSCRIPTION_CHANGED' });
    const after = await snapshot();
    expect(after.charges).toEqual([]);
    expect(after.subscription).toMatchObject({
      planCode: ALL_ACCESS_MONTHLY.planCode,
      commerceState: 'pending_cancellation',
    });
  });

  it('a cancellation right after the change was made: the new plan runs to the end of the term, charged once', async () => {
    const { change, cancel, preview, snapshot } = await quotedUpgradeAndCancel();
    const changed = await change();
    expect(changed.statusCode, changed.body).toBe(200);
    const cancelled = await cancel();
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const after = await snapshot();
    expect(after.subscription).toMatchObject({
      planCode: UPGRADE,
      commerceState: 'pending_cancellation',
    });
    expect(after.charges.map((charge) => charge.amountMinor)).toEqual([
      preview.currentQuote.currentBalance.amountMinor,
    ]);
  });
});
