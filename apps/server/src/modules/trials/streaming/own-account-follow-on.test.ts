import { orderQuoteSchema, purchaseResultSchema } from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { subscriptions } from '../../../db/schema/index.ts';
import { DEMO_STREAMING_TRIAL_ACCOUNTS } from '../../../db/seed/streaming-trial-accounts.ts';
import { tokenizeCard } from '../../../platform/payments/card-tokens.testing.ts';
import { type CareCaller, careCaller, careData, careError } from '../../../testing/care-caller.ts';
import { expectOneWinner } from '../../../testing/race-outcomes.ts';
import { newTransactionId } from '../../checkout/orders/checkout.testing.ts';
import {
  freshNewcomer,
  phasesOf,
  threeMonthsFrom,
  US_TRIAL,
  US_TRIAL_ADDRESS,
} from './streaming-trial.testing.ts';

const ADD = '/services/purchase/add-subscription';
const { returning } = DEMO_STREAMING_TRIAL_ACCOUNTS;

type Newcomer = Awaited<ReturnType<typeof freshNewcomer>>;

/** The trial then `followOn` on the newcomer's own account, paid with the card on file or a new one. */
function followOnBody(
  newcomer: Pick<Newcomer, 'accountNumber' | 'handle'>,
  followOn: string,
  cardToken?: string,
) {
  const transactionId = newTransactionId();
  return {
    plans: [{ planCode: US_TRIAL }],
    followOnPlans: [{ planCode: followOn }],
    accountNumber: newcomer.accountNumber,
    paymentInfo: cardToken
      ? {
          useCardOnFile: false,
          paymentType: 'creditCard' as const,
          cardInfo: { cardToken, nameOnCard: 'Avery Quinn' },
          transactionId,
        }
      : { useCardOnFile: true, paymentType: 'creditCard' as const, transactionId },
    serviceAddress: {
      ...US_TRIAL_ADDRESS,
      firstName: 'Avery',
      lastName: 'Quinn',
      phone: '2125550177',
      email: newcomer.handle,
    },
    languagePreference: 'en-US' as const,
    agreementAccepted: true as const,
  };
}

const buy = (caller: CareCaller, body: ReturnType<typeof followOnBody>) =>
  caller.post(ADD, body, { 'idempotency-key': body.paymentInfo.transactionId });

const subscriptionsOn = (caller: CareCaller, accountNumber: string) =>
  caller.db.select().from(subscriptions).where(eq(subscriptions.accountNumber, accountNumber));

describe('the streaming trial with a paid follow-on on the customer’s own account (purchase/add-subscription, ADR 060)', () => {
  it('charges what the quote said today (nothing) on the card on file and writes the trial then the paid plan on the account', async () => {
    const caller = await careCaller();
    const now = caller.clock.now();
    const newcomer = await freshNewcomer(caller);
    await caller.signIn(newcomer.handle, newcomer.password);
    const quote = careData(
      await caller.post('/services/quotes/quote', {
        planCodes: [{ planCode: US_TRIAL }],
        followOnPlanCodes: ['US_STREAM_PLAT_MO'],
        serviceAddress: { ...US_TRIAL_ADDRESS, streetAddress: '' },
      }),
      orderQuoteSchema,
    );
    expect(quote.currentQuote.totalAmount.amountMinor).toBe(0);
    const body = followOnBody(newcomer, 'US_STREAM_PLAT_MO');
    const bought = careData(await buy(caller, body), purchaseResultSchema);
    expect(bought.amountCharged).toEqual(quote.currentQuote.totalAmount);
    expect(bought.accountNumber).toBe(newcomer.accountNumber);

    const [subscription, ...others] = await subscriptionsOn(caller, newcomer.accountNumber);
    expect(others).toHaveLength(0);
    expect(subscription).toMatchObject({ id: bought.subscriptionId, serviceType: 'streaming' });
    const phases = await phasesOf(caller, bought.subscriptionId ?? '');
    expect(
      phases.map((phase) => [phase.offerId, phase.phase === 'trial', phase.priceMinor]),
    ).toEqual([
      [US_TRIAL, true, 0],
      ['US_STREAM_PLAT_MO', false, expect.any(Number)],
    ]);
    expect(phases[1]?.priceMinor).toBeGreaterThan(0);
    expect(phases[0]?.endsAt?.toISOString()).toBe(threeMonthsFrom(now).toISOString());
    expect(phases[1]?.startsAt.toISOString()).toBe(threeMonthsFrom(now).toISOString());
    expect(phases[1]?.endsAt).toBeNull();

    // The same submit again answers the same order; another one finds the customer had the trial.
    expect(careData(await buy(caller, body), purchaseResultSchema)).toEqual(bought);
    careError(
      await buy(caller, followOnBody(newcomer, 'US_STREAM_ESS_MO')),
      409,
      'INELIGIBLE_FOR_OFFER',
    );
    expect(await subscriptionsOn(caller, newcomer.accountNumber)).toHaveLength(1);
  });

  it('pays with a new card as well: the trial then Essential, nothing charged today', async () => {
    const caller = await careCaller();
    const newcomer = await freshNewcomer(caller);
    await caller.signIn(newcomer.handle, newcomer.password);
    const card = await tokenizeCard(caller.app, '4000056655665556');
    const bought = careData(
      await buy(caller, followOnBody(newcomer, 'US_STREAM_ESS_MO', card)),
      purchaseResultSchema,
    );
    expect(bought.amountCharged.amountMinor).toBe(0);
    const phases = await phasesOf(caller, bought.subscriptionId ?? '');
    expect(phases.map((phase) => phase.offerId)).toEqual([US_TRIAL, 'US_STREAM_ESS_MO']);
  });

  it('a double submit under two keys at once writes one subscription; the other is refused', async () => {
    const caller = await careCaller();
    const newcomer = await freshNewcomer(caller);
    await caller.signIn(newcomer.handle, newcomer.password);
    const answers = await Promise.all([
      buy(caller, followOnBody(newcomer, 'US_STREAM_ESS_MO')),
      buy(caller, followOnBody(newcomer, 'US_STREAM_ESS_MO')),
    ]);
    expectOneWinner(answers, ['409 INELIGIBLE_FOR_OFFER', '409 PAYMENT_IN_PROGRESS']);
    expect(await subscriptionsOn(caller, newcomer.accountNumber)).toHaveLength(1);
  });

  it('a customer who already had streaming is refused with INELIGIBLE_FOR_OFFER, nothing written', async () => {
    const caller = await careCaller();
    await caller.signIn(returning.handle, returning.password);
    const before = (await subscriptionsOn(caller, returning.accountNumber)).length;
    careError(
      await buy(
        caller,
        followOnBody({ ...returning, handle: returning.handle }, 'US_STREAM_ESS_MO'),
      ),
      409,
      'INELIGIBLE_FOR_OFFER',
    );
    expect(await subscriptionsOn(caller, returning.accountNumber)).toHaveLength(before);
  });

  it('another customer’s account: 403 CLAIMING_WITH_UNAUTHORIZED_USER, nothing written', async () => {
    const caller = await careCaller();
    const newcomer = await freshNewcomer(caller);
    await caller.signIn(returning.handle, returning.password);
    const card = await tokenizeCard(caller.app, '4000056655665556');
    careError(
      await buy(caller, followOnBody(newcomer, 'US_STREAM_ESS_MO', card)),
      403,
      'CLAIMING_WITH_UNAUTHORIZED_USER',
    );
    expect(await subscriptionsOn(caller, newcomer.accountNumber)).toHaveLength(0);
  });
});
