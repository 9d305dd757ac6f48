import { orderQuoteSchema, purchaseResultSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { subscriptionPhases } from '../../../db/schema/index.ts';
import { tokenizeCard } from '../../../platform/payments/card-tokens.testing.ts';
import { type CareCaller, careData } from '../../../testing/care-caller.ts';
import { newAccountBody } from '../../checkout/orders/checkout.testing.ts';

/** What the streaming trial tests share (ADR 057, ADR 060). */
export const US_TRIAL = 'US_STREAM_ESS_RTD_3MOFREE';

export const US_TRIAL_ADDRESS = {
  streetAddress: '300 Park Ave',
  city: 'New York',
  state: 'NY',
  postalCode: '10022',
  country: 'US' as const,
};

export const day = (date: Date) => date.toISOString().slice(0, 10);

/** The day a three-month trial started at `date` ends. */
export function threeMonthsFrom(date: Date): Date {
  const end = new Date(date);
  end.setUTCMonth(end.getUTCMonth() + 3);
  return end;
}

/** A subscription's phases, in start order. */
export async function phasesOf(caller: CareCaller, subscriptionId: string) {
  const phases = await caller.db
    .select()
    .from(subscriptionPhases)
    .where(eq(subscriptionPhases.subscriptionId, subscriptionId));
  return phases.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/**
 * The US trial with `followOnPlanCode` after it, quoted then bought as a new account with a
 * sandbox card (each card once: a card that had a streaming trial is not new to it): the quote,
 * the purchase's answer, and the same purchase again.
 */
export async function buyTrialWithFollowOn(
  caller: CareCaller,
  followOnPlanCode: string,
  cardNumber: string,
) {
  const quote = careData(
    await caller.post('/services/quotes/quote', {
      planCodes: [{ planCode: US_TRIAL }],
      followOnPlanCodes: [followOnPlanCode],
      serviceAddress: { ...US_TRIAL_ADDRESS, streetAddress: '' },
    }),
    orderQuoteSchema,
  );
  const body = newAccountBody(await tokenizeCard(caller.app, cardNumber), {
    plans: [{ planCode: US_TRIAL }],
    followOnPlans: [{ planCode: followOnPlanCode }],
  });
  const buy = () =>
    caller.post('/services/purchase/new-account', body, {
      'idempotency-key': body.paymentInfo.transactionId,
    });
  const bought = careData(await buy(), purchaseResultSchema);
  return { quote, bought, buyAgain: buy };
}
