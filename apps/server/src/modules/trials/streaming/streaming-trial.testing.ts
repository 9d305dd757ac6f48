import { randomBytes, randomInt } from 'node:crypto';
import { orderQuoteSchema, purchaseResultSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { subscriptionPhases } from '../../../db/schema/index.ts';
import { seedDemoCardHolder } from '../../../db/seed/demo-card-holder.ts';
import { DEMO_STREAMING_TRIAL_ACCOUNTS } from '../../../db/seed/streaming-trial-accounts.ts';
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

/**
 * A signed-up customer of their own for one test, shaped like the demo newcomer (an account with
 * a card on file and nothing on it): the test database is shared, and a trial started stays.
 */
export async function freshNewcomer(caller: CareCaller) {
  const tag = randomBytes(4).toString('hex');
  const customer = {
    ...DEMO_STREAMING_TRIAL_ACCOUNTS.newcomer,
    identityId: `idn_test_trial_${tag}`,
    handle: `trial.${tag}@orbitradio.test`,
    accountNumber: `9${String(randomInt(0, 10_000_000)).padStart(7, '0')}`,
    card: { token: `ctok_test_trial_${tag}`, last4: '4242', brand: 'visa' },
  };
  await seedDemoCardHolder(
    caller.db,
    { ...customer, phone: null, language: 'en-US', country: 'us', currency: 'USD' },
    caller.clock.now(),
  );
  return customer;
}
