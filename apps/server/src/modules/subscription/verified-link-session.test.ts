import {
  careChangeOffersResultSchema,
  careErrorBodySchema,
  careQuoteResultSchema,
  careSuccessSchema,
} from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_RADIOS } from '../../db/seed/subscriber-accounts.ts';
import { tokenizeCard } from '../../platform/payments/card-tokens.testing.ts';
import { newTransactionId } from '../checkout/orders/checkout.testing.ts';
import { VISITOR_ADDRESS } from '../checkout/orders/follow-trial.testing.ts';
import {
  CARE,
  cancellationSetUp,
  dataOf,
  newInAuthId,
} from './cancellation/cancellation.testing.ts';

/**
 * A change or cancel link identifies the account on the care session (radio id and last name, or
 * a token) without proving it; last name, phone and zip prove it. Every subscription care call
 * the change and cancel pages make then answers for that account's subscription, as it does for
 * its signed-in owner (namedSubscriptionOf: identified and verified).
 */
const NON_PII = '/services/account/non-pii';
const VERIFY = '/services/authenticate/verify-pii-data';
const CHANGE_OFFERS = '/services/offers/customer/change';
const QUOTE = '/services/quotes/quote';
const CHANGE = '/services/purchase/change-subscription';
/** Jordan Rivera's Platinum radio (account 10000001). */
const SUBSCRIPTION = 'sub_seed_active_0003';
const OWNER_LPZ = { lastName: 'Rivera', phoneNumber: '5125550101', zipCode: '78701' };
const SERVICE_ADDRESS = {
  streetAddress: '100 Congress Ave',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'US' as const,
};

const codeOf = (response: { json(): unknown }) =>
  careErrorBodySchema.parse(response.json()).error.errorCode;

async function linkIdentified() {
  const kit = await cancellationSetUp({ as: null });
  const identified = await kit.post(NON_PII, {
    radioId: DEMO_RADIOS.activePaid,
    lastName: 'Rivera',
    authenticationType: 'RID_LNAME_URL',
  });
  expect(identified.statusCode, identified.body).toBe(200);
  return kit;
}

describe('subscription care calls for a session a link identified', () => {
  it('are refused until last name, phone and zip prove the account', async () => {
    const { post, cancel } = await linkIdentified();
    for (const response of [
      await post(CARE.options, { subscriptionId: SUBSCRIPTION }),
      await post(CARE.offer, { subscriptionId: SUBSCRIPTION, cancelReason: 'EXPENSIVE' }),
      await post(CHANGE_OFFERS, { subscriptionId: SUBSCRIPTION }),
      await post(QUOTE, {
        planCodes: [{ planCode: 'US_SAT_PLAT_YR' }],
        serviceAddress: SERVICE_ADDRESS,
        subscriptionId: SUBSCRIPTION,
      }),
      await cancel({ subscriptionId: SUBSCRIPTION }),
      await post(CARE.revoke, { subscriptionId: SUBSCRIPTION }),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(codeOf(response)).toBe('VERIFICATION_REQUIRED');
    }
  });

  it('cancel, keep, and read the options once the account is verified', async () => {
    const { post, cancel } = await linkIdentified();
    expect((await post(VERIFY, { lpzVerificationRequest: OWNER_LPZ })).statusCode).toBe(200);

    expect(dataOf(await post(CARE.useCase, { useCase: 'ONLINE_CANCELLATION' }))).toEqual({
      useCase: 'ONLINE_CANCELLATION',
    });
    expect(dataOf(await post(CARE.options, { subscriptionId: SUBSCRIPTION }))).toMatchObject({
      currentPlan: { subscriptionId: SUBSCRIPTION },
    });
    dataOf(await post(CARE.offer, { subscriptionId: SUBSCRIPTION, cancelReason: 'EXPENSIVE' }));
    const cancelled = dataOf(
      await cancel({ subscriptionId: SUBSCRIPTION, inAuthId: newInAuthId() }),
    );
    expect(cancelled).toMatchObject({ subscriptionId: SUBSCRIPTION });
    expect(dataOf(await post(CARE.revoke, { subscriptionId: SUBSCRIPTION }))).toMatchObject({
      subscriptionId: SUBSCRIPTION,
    });
  });

  it('change the plan at its preview once the account is verified, on a new card', async () => {
    const { app, post } = await linkIdentified();
    expect((await post(VERIFY, { lpzVerificationRequest: OWNER_LPZ })).statusCode).toBe(200);

    const offers = careSuccessSchema(careChangeOffersResultSchema).parse(
      (await post(CHANGE_OFFERS, { subscriptionId: SUBSCRIPTION })).json(),
    ).data;
    const planCode = offers.offers[0]?.planCode ?? '';
    expect(planCode).not.toBe('');
    const quoted = await post(QUOTE, {
      planCodes: [{ planCode }],
      serviceAddress: SERVICE_ADDRESS,
      subscriptionId: SUBSCRIPTION,
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    const quoteId = careSuccessSchema(careQuoteResultSchema).parse(quoted.json()).data.planChange
      ?.quoteId;
    expect(quoteId).toBeTruthy();

    const transactionId = newTransactionId();
    const changed = await post(
      CHANGE,
      {
        subscriptionId: SUBSCRIPTION,
        quoteId,
        plans: [{ planCode }],
        paymentInfo: {
          useCardOnFile: false,
          paymentType: 'creditCard',
          cardInfo: {
            cardToken: await tokenizeCard(app, '4242424242424242'),
            nameOnCard: 'Jordan Rivera',
          },
          transactionId,
        },
        serviceAddress: VISITOR_ADDRESS,
        languagePreference: 'en-US',
        agreementAccepted: true,
      },
      { 'idempotency-key': transactionId },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(dataOf(changed)).toMatchObject({ subscriptionId: SUBSCRIPTION });
  });
});
