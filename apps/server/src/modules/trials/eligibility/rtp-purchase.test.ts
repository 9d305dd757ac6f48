import {
  careDeviceLookupResultSchema,
  careQuoteResultSchema,
  purchaseResultSchema,
} from '@orbit/domain';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  paymentMethods,
  sandboxGatewayCharges,
  subscriptionPhases,
  subscriptions,
} from '../../../db/schema/index.ts';
import { USED_CAR_RADIOS } from '../../../db/seed/used-car-radios.ts';
import { tokenizeCard } from '../../../platform/payments/card-tokens.testing.ts';
import { CA_HOST, type CareCaller, careData, careError } from '../../../testing/care-caller.ts';
import { expectOneWinner } from '../../../testing/race-outcomes.ts';
import { newTransactionId } from '../../checkout/orders/checkout.testing.ts';
import { NEW_OWNER_CA, passedCheck, seededCaller } from './used-car-test-kit.testing.ts';

const ADD = '/services/purchase/add-subscription';
const QUOTE = '/services/quotes/quote';

const US_BUYER = {
  streetAddress: '12 Peachtree St',
  city: 'Atlanta',
  state: 'GA',
  postalCode: '30301',
  country: 'US' as 'US' | 'CA',
  firstName: 'Jamie',
  lastName: 'Rivera',
  phone: '4045550123',
  email: 'jamie.rivera@orbitradio.test',
};

/** The RTP purchase as the web sends it: the check's deviceRef, the RTP plan, a new card. */
async function rtpPurchase(
  caller: CareCaller,
  input: { deviceRef: string; planCode: string; programCode: string; buyer?: typeof US_BUYER },
) {
  const transactionId = newTransactionId();
  const cardToken = await tokenizeCard(caller.app, '4242424242424242');
  const body = {
    deviceRef: input.deviceRef,
    plans: [{ planCode: input.planCode }],
    programCode: input.programCode,
    paymentInfo: {
      useCardOnFile: false,
      paymentType: 'creditCard',
      cardInfo: { cardToken, nameOnCard: 'Jamie Rivera' },
      transactionId,
    },
    serviceAddress: input.buyer ?? US_BUYER,
    languagePreference: 'en-US',
    agreementAccepted: true,
  };
  const send = () => caller.post(ADD, body, { 'idempotency-key': transactionId });
  return { body, cardToken, send };
}

async function phasesOf(caller: CareCaller, subscriptionId: string) {
  return caller.db
    .select()
    .from(subscriptionPhases)
    .where(eq(subscriptionPhases.subscriptionId, subscriptionId))
    .orderBy(asc(subscriptionPhases.position));
}

describe('the RTP used-car trial, bought through purchase/add-subscription', () => {
  it('sells the trial for the checked radio: TRIAL_RTP then full price, the preview charged', async () => {
    const caller = await seededCaller({ remoteAddress: '198.51.100.51' });
    const radioId = USED_CAR_RADIOS.eligibleUs[0];
    const check = await passedCheck(caller, radioId);
    const quote = careData(
      await caller.post(QUOTE, {
        planCodes: [{ planCode: 'US_SAT_AA_RTP_3MO' }],
        serviceAddress: {
          streetAddress: US_BUYER.streetAddress,
          city: US_BUYER.city,
          state: US_BUYER.state,
          postalCode: US_BUYER.postalCode,
          country: 'US',
        },
      }),
      careQuoteResultSchema,
    );
    const purchase = await rtpPurchase(caller, {
      deviceRef: check.deviceRef,
      planCode: 'US_SAT_AA_RTP_3MO',
      programCode: check.programCode,
    });
    const result = careData(await purchase.send(), purchaseResultSchema);
    expect(result).toMatchObject({ radioId, isEligibleForRegistration: true });
    expect(result.amountCharged).toEqual(quote.currentQuote.totalAmount);
    const charged = await caller.db
      .select()
      .from(sandboxGatewayCharges)
      .where(eq(sandboxGatewayCharges.token, purchase.cardToken));
    const chargedMinor = charged
      .filter((charge) => charge.status === 'succeeded')
      .reduce((sum, charge) => sum + charge.amountMinor, 0);
    expect(chargedMinor).toBe(quote.currentQuote.totalAmount.amountMinor);

    const phases = await phasesOf(caller, result.subscriptionId);
    expect(phases.map((phase) => [phase.phase, phase.planType, phase.priceMinor])).toEqual([
      ['trial', 'TRIAL_RTP', 0],
      ['fullPrice', 'SELF_PAY', 2299],
    ]);
    expect(phases[1]?.startsAt).toEqual(phases[0]?.endsAt);
    const [subscription] = await caller.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, result.subscriptionId));
    const cards = await caller.db
      .select()
      .from(paymentMethods)
      .where(eq(paymentMethods.gatewayToken, purchase.cardToken));
    expect(cards).toHaveLength(1);
    expect(subscription?.billingProfileId).toBeTruthy();

    // The same radio again (its trial runs, a paid plan after it: 110): refused, nothing written twice.
    const again = await rtpPurchase(caller, {
      deviceRef: check.deviceRef,
      planCode: 'US_SAT_AA_RTP_3MO',
      programCode: check.programCode,
    });
    careError(await again.send(), 409, '110');
    const onRadio = await caller.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.radioId, radioId));
    expect(onRadio).toHaveLength(1);
    careError(
      await caller.post('/services/trial/used-car-eligibility-check', {
        radioIdOrVin: radioId,
        firstName: 'Jamie',
        lastName: 'Rivera',
        zipCode: '30301',
      }),
      409,
      '110',
    );
  });

  it('gives one of two concurrent purchases of one radio the trial', async () => {
    const caller = await seededCaller({ remoteAddress: '198.51.100.52' });
    const radioId = USED_CAR_RADIOS.eligibleUs[1];
    const check = await passedCheck(caller, radioId);
    const purchases = await Promise.all(
      [0, 1].map(() =>
        rtpPurchase(caller, {
          deviceRef: check.deviceRef,
          planCode: 'US_SAT_AA_RTP_3MO',
          programCode: check.programCode,
        }),
      ),
    );
    const answers = await Promise.all(purchases.map((purchase) => purchase.send()));
    expectOneWinner(answers, ['409 PAYMENT_IN_PROGRESS', '409 110']);
    const onRadio = await caller.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.radioId, radioId));
    expect(onRadio).toHaveLength(1);
  });

  it('refuses the RTP plan for a radio the check did not pass on this session', async () => {
    const caller = await seededCaller({ remoteAddress: '198.51.100.53' });
    const found = careData(
      await caller.post('/services/device/validate', { radioId: USED_CAR_RADIOS.eligibleUs[2] }),
      careDeviceLookupResultSchema,
    );
    const byLookup = await rtpPurchase(caller, {
      deviceRef: found.deviceRef,
      planCode: 'US_SAT_AA_RTP_3MO',
      programCode: 'USUSEDCARRTP3MO',
    });
    careError(await byLookup.send(), 409, 'INELIGIBLE_FOR_OFFER');
    const typed = await rtpPurchase(caller, {
      deviceRef: found.deviceRef,
      planCode: 'US_SAT_AA_RTP_3MO',
      programCode: 'USUSEDCARRTP3MO',
    });
    const { deviceRef: _unused, ...withRadioId } = typed.body;
    careError(
      await caller.post(
        ADD,
        { ...withRadioId, radioId: USED_CAR_RADIOS.eligibleUs[2] },
        { 'idempotency-key': typed.body.paymentInfo.transactionId },
      ),
      409,
      'INELIGIBLE_FOR_OFFER',
    );
    // A radio that is not eligible cannot be checked into the sale either.
    careError(
      await caller.post('/services/trial/used-car-eligibility-check', {
        radioIdOrVin: USED_CAR_RADIOS.selfPay,
        firstName: 'Jamie',
        lastName: 'Rivera',
        zipCode: '30301',
      }),
      409,
      '107',
    );
    const onRadio = await caller.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.radioId, USED_CAR_RADIOS.eligibleUs[2]));
    expect(onRadio).toEqual([]);
  });

  it('sells the Canadian RTP trial on the Canadian site', async () => {
    const caller = await seededCaller({ host: CA_HOST, remoteAddress: '198.51.100.54' });
    const check = await passedCheck(caller, USED_CAR_RADIOS.eligibleCa[0], NEW_OWNER_CA);
    const purchase = await rtpPurchase(caller, {
      deviceRef: check.deviceRef,
      planCode: 'CA_SAT_AA_RTP_3MO',
      programCode: check.programCode,
      buyer: {
        ...US_BUYER,
        streetAddress: '40 Rue Sainte-Catherine',
        city: 'Montréal',
        state: 'QC',
        postalCode: 'H2X 1K4',
        country: 'CA',
        firstName: 'Camille',
        lastName: 'Tremblay',
        phone: '5145550123',
        email: 'camille.tremblay@orbitradio.test',
      },
    });
    const result = careData(await purchase.send(), purchaseResultSchema);
    const phases = await phasesOf(caller, result.subscriptionId);
    expect(phases.map((phase) => [phase.planType, phase.priceMinor, phase.currency])).toEqual([
      ['TRIAL_RTP', 0, 'CAD'],
      ['SELF_PAY', 2499, 'CAD'],
    ]);
  });
});
