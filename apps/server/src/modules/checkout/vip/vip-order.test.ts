import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '../../../db/schema/index.ts';
import { VIP_DEMO_ACCOUNTS } from '../../../db/seed/vip-accounts.ts';
import { tokenizeCard } from '../../../platform/payments/card-tokens.testing.ts';
import { countingGateway } from '../../../platform/payments/counting-gateway.testing.ts';
import { expectOneWinner, outcomesOf } from '../../../testing/race-outcomes.ts';
import {
  devicesOf,
  radioNamed,
  VIP_PATHS,
  vipQuoteOf,
  vipResultOf,
  vipSetUp,
} from './vip.testing.ts';

const { twoRadios, trialFirst, closedSecond, streaming } = VIP_DEMO_ACCOUNTS;
/** The first two devices of a holder (the seed gives each at least two). */
function twoOf(holder: Parameters<typeof devicesOf>[0]) {
  const [first, second] = devicesOf(holder);
  if (!first || !second) throw new Error('a VIP holder with fewer than two devices');
  return [first, second] as const;
}

const vipOf = (rows: { id: string; packageId: string; planCode: string }[], id: string) =>
  rows.find((row) => row.id === id);

describe('purchase/upgrade-vip: one order, two devices', () => {
  it('upgrades two paid radios: the quote previews both, one order does both, the bundle is recorded', async () => {
    const { signedIn, orderBody, snapshot } = await vipSetUp();
    const [first, second] = twoOf(twoRadios);
    const { post, eligibility } = await signedIn(twoRadios, first.radioId);
    const firstName = radioNamed(eligibility, first.radioId);
    const secondName = radioNamed(eligibility, second.radioId);

    const quoted = await post(VIP_PATHS.quote, {
      programCode: 'USPVIP',
      firstDevice: firstName,
      secondDevice: secondName,
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quote = vipQuoteOf(quoted);
    expect(quote.devices.map((d) => [d.role, d.bundleRole, d.action])).toEqual([
      ['first', 'primary', 'followPaid'],
      ['second', 'secondary', 'followPaid'],
    ]);
    expect(quote.devices.map((d) => d.monthlyPrice.amountMinor)).toEqual([3499, 0]);

    const body = orderBody(firstName, secondName);
    const ordered = await post(VIP_PATHS.purchase, body, body.paymentInfo.transactionId);
    expect(ordered.statusCode, ordered.body).toBe(200);
    const result = vipResultOf(ordered);
    expect(result.status).toBe('SUCCESS');
    expect(result.devices.map((d) => [d.role, d.outcome])).toEqual([
      ['first', 'upgraded'],
      ['second', 'upgraded'],
    ]);
    expect(result.devices[0]?.charged).toEqual(quote.devices[0]?.dueToday);
    expect(result.bundle).toEqual({
      primarySubscriptionId: first.subscriptionId,
      secondarySubscriptionId: second.subscriptionId,
    });
    const after = await snapshot(twoRadios);
    expect(vipOf(after.subscriptions, first.subscriptionId)?.packageId).toBe(
      'SXM_PLATINUM_AUD_VIP',
    );
    expect(vipOf(after.subscriptions, second.subscriptionId)?.packageId).toBe(
      'SXM_PLATINUM_AUD_VIP',
    );
    expect(after.bundles).toHaveLength(1);

    // The same key and body: the same answer, nothing done twice.
    const replay = await post(VIP_PATHS.purchase, body, body.paymentInfo.transactionId);
    expect(replay.statusCode).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(vipResultOf(replay)).toEqual(result);
    expect((await snapshot(twoRadios)).charges).toHaveLength(after.charges.length);

    // Both are now one bundle: neither may be chosen again.
    const again = await post(VIP_PATHS.quote, {
      programCode: 'USPVIP',
      firstDevice: firstName,
      secondDevice: secondName,
    });
    expect(outcomesOf([again])).toEqual(['409 INELIGIBLE_FOR_OFFER']);
  });

  it('takes the second device first when the first is in its trial', async () => {
    const { signedIn, orderBody } = await vipSetUp();
    const [trial, paid] = twoOf(trialFirst);
    const { post, eligibility } = await signedIn(trialFirst, trial.radioId);
    const body = orderBody(
      radioNamed(eligibility, trial.radioId),
      radioNamed(eligibility, paid.radioId),
    );
    const ordered = await post(VIP_PATHS.purchase, body, body.paymentInfo.transactionId);
    expect(ordered.statusCode, ordered.body).toBe(200);
    const result = vipResultOf(ordered);
    expect(result.devices.map((d) => [d.role, d.bundleRole, d.action, d.outcome])).toEqual([
      ['second', 'primary', 'followPaid', 'upgraded'],
      ['first', 'secondary', 'followTrial', 'upgraded'],
    ]);
    expect(result.bundle).toEqual({
      primarySubscriptionId: paid.subscriptionId,
      secondarySubscriptionId: trial.subscriptionId,
    });
  });

  it('takes a streaming subscription as the second device', async () => {
    const { signedIn, orderBody, snapshot } = await vipSetUp();
    const [radio, stream] = twoOf(streaming);
    const { post, eligibility } = await signedIn(streaming, radio.radioId);
    const streamingDevice = eligibility.secondDevices.find((d) => d.kind === 'streaming');
    expect(streamingDevice).toMatchObject({
      eligible: true,
      device: { subscriptionId: stream.subscriptionId },
    });
    const body = orderBody(radioNamed(eligibility, radio.radioId), {
      subscriptionId: stream.subscriptionId,
    });
    const ordered = await post(VIP_PATHS.purchase, body, body.paymentInfo.transactionId);
    expect(ordered.statusCode, ordered.body).toBe(200);
    expect(vipResultOf(ordered).status).toBe('SUCCESS');
    const after = await snapshot(streaming);
    expect(vipOf(after.subscriptions, stream.subscriptionId)).toMatchObject({
      packageId: 'SXM_PLATINUM_AUD_VIP',
      serviceType: 'streaming',
    });
  });

  it('keeps the first device’s result when the second fails, and charges it once across the retry', async () => {
    let suspendSecond: (() => Promise<void>) | undefined;
    const charges: number[] = [];
    const { db, byLink, orderBody, snapshot, app } = await vipSetUp((sandbox) => ({
      ...sandbox,
      async charge(request) {
        const charged = await sandbox.charge(request);
        charges.push(request.amount.amountMinor);
        // Care suspends the second radio while the first is being charged (out of band).
        await suspendSecond?.();
        return charged;
      },
    }));
    const [paid, closed] = twoOf(closedSecond);
    const { post, eligibility } = await byLink(closed.radioId);
    const cardToken = await tokenizeCard(app, '4111111111111111');
    suspendSecond = async () => {
      await db
        .update(subscriptions)
        .set({ status: 'Suspended' })
        .where(eq(subscriptions.id, paid.subscriptionId));
    };
    const first = radioNamed(eligibility, closed.radioId);
    const second = radioNamed(eligibility, paid.radioId);
    const body = orderBody(first, second, cardToken);
    const partial = await post(VIP_PATHS.purchase, body, body.paymentInfo.transactionId);
    expect(partial.statusCode, partial.body).toBe(200);
    const result = vipResultOf(partial);
    expect(result.status).toBe('PARTIAL');
    expect(result.bundle).toBeNull();
    const [primary, secondary] = result.devices;
    expect(primary).toMatchObject({
      role: 'first',
      action: 'newSubscription',
      outcome: 'upgraded',
    });
    expect(primary?.charged?.amountMinor).toBeGreaterThan(0);
    expect(secondary).toMatchObject({
      role: 'second',
      outcome: 'failed',
      charged: null,
      error: {
        errorCode: 'INELIGIBLE_FOR_OFFER',
        fieldErrors: [
          { errorCode: 'SUBSCRIPTION_NOT_ELIGIBLE_FOR_SECOND_RADIO', fieldName: 'secondDevice' },
        ],
      },
    });

    // Care lifts the suspension; the customer tries again with a new transaction id.
    suspendSecond = undefined;
    await db
      .update(subscriptions)
      .set({ status: 'Active' })
      .where(eq(subscriptions.id, paid.subscriptionId));
    const retryBody = orderBody(first, second, await tokenizeCard(app, '4111111111111111'));
    const retried = await post(VIP_PATHS.purchase, retryBody, retryBody.paymentInfo.transactionId);
    expect(retried.statusCode, retried.body).toBe(200);
    const retry = vipResultOf(retried);
    // One charge in all: the first device's, by the first order.
    expect(charges).toEqual([primary?.charged?.amountMinor]);
    expect(retry.status).toBe('SUCCESS');
    expect(retry.devices.map((d) => [d.outcome, d.charged])).toEqual([
      ['alreadyVip', null],
      ['upgraded', null],
    ]);
    const after = await snapshot(closedSecond);
    expect(after.bundles).toHaveLength(1);
    expect(after.bundles[0]?.primarySubscriptionId).toBe(primary?.subscriptionId);
  });

  it('answers a card decline itself: nothing charged or written, a new transaction id retries', async () => {
    const { byLink, orderBody, snapshot, app } = await vipSetUp();
    const [paid, closed] = twoOf(closedSecond);
    const { post, eligibility } = await byLink(closed.radioId);
    const first = radioNamed(eligibility, closed.radioId);
    const second = radioNamed(eligibility, paid.radioId);
    const before = await snapshot(closedSecond);
    const declined = orderBody(first, second, await tokenizeCard(app, '4000000000000002'));
    const refused = await post(VIP_PATHS.purchase, declined, declined.paymentInfo.transactionId);
    expect(outcomesOf([refused])).toEqual(['402 CARD_DECLINED']);
    const after = await snapshot(closedSecond);
    expect(after.subscriptions).toEqual(before.subscriptions);
    expect(after.bundles).toEqual([]);

    const retryBody = orderBody(first, second, await tokenizeCard(app, '4111111111111111'));
    const retried = await post(VIP_PATHS.purchase, retryBody, retryBody.paymentInfo.transactionId);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(vipResultOf(retried).status).toBe('SUCCESS');
  });

  it('lets one of two orders at once through; the other is refused before anything is charged', async () => {
    const counted = { gateway: undefined as ReturnType<typeof countingGateway> | undefined };
    const { signedIn, orderBody, snapshot } = await vipSetUp((sandbox) => {
      counted.gateway = countingGateway(sandbox);
      return counted.gateway.gateway;
    });
    const [first, second] = twoOf(twoRadios);
    const { post, eligibility } = await signedIn(twoRadios, first.radioId);
    const names = [
      radioNamed(eligibility, first.radioId),
      radioNamed(eligibility, second.radioId),
    ] as const;
    const bodies = [orderBody(...names), orderBody(...names)];
    const answers = await Promise.all(
      bodies.map((body) => post(VIP_PATHS.purchase, body, body.paymentInfo.transactionId)),
    );
    expectOneWinner(answers, ['409 PAYMENT_IN_PROGRESS', '409 INELIGIBLE_FOR_OFFER']);
    expect(counted.gateway?.charges).toHaveLength(1);
    expect((await snapshot(twoRadios)).bundles).toHaveLength(1);
  });
});
