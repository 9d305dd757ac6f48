import {
  careDeviceLookupResultSchema,
  careZeroCostActivationSchema,
  type TrialCustomer,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  identities,
  outboxMessages,
  promoCodeRedemptions,
  radios,
  subscriberAccounts,
  subscriptionPhases,
  subscriptions,
} from '../../db/schema/index.ts';
import { PROMOTION_DEMO_CODES, PROMOTION_DEMO_RADIOS } from '../../db/seed/promotion-catalog.ts';
import {
  CA_HOST,
  type CareCaller,
  careCaller,
  careData,
  careError,
} from '../../testing/care-caller.ts';
import { expectOneWinner } from '../../testing/race-outcomes.ts';

const ACTIVATE = '/services/purchase/zero-cost';
const PASSWORD = 'Satellite-Harbor-42';

async function deviceRefOf(caller: CareCaller, radioId: string): Promise<string> {
  const found = careData(
    await caller.post('/services/device/validate', { radioId }),
    careDeviceLookupResultSchema,
  );
  return found.deviceRef;
}

function customer(email: string, market: 'us' | 'ca' = 'us'): TrialCustomer {
  return market === 'ca'
    ? {
        firstName: 'Camille',
        lastName: 'Tremblay',
        email,
        phone: '514-555-0123',
        serviceAddress: {
          streetAddress: '1250 rue Sainte-Catherine O',
          city: 'Montréal',
          state: 'QC',
          postalCode: 'H3G 1P1',
        },
      }
    : {
        firstName: 'Avery',
        lastName: 'Lindqvist',
        email,
        phone: '(612) 555-0142',
        serviceAddress: {
          streetAddress: '410 Nicollet Mall',
          city: 'Minneapolis',
          state: 'MN',
          postalCode: '55401',
        },
      };
}

function activation(
  deviceRef: string,
  extra: { code?: string; email?: string; transactionId?: string; market?: 'us' | 'ca' } = {},
) {
  const transactionId = extra.transactionId ?? `txn-zero-${deviceRef.slice(-12)}`;
  return {
    body: {
      marketingPromoCode: extra.code ?? PROMOTION_DEMO_CODES.usGood,
      deviceRef,
      customer: customer(extra.email ?? 'new.radio@orbitradio.test', extra.market),
      password: PASSWORD,
      languagePreference: extra.market === 'ca' ? 'fr-CA' : 'en-US',
      agreementAccepted: true,
      transactionId,
    },
    headers: { 'idempotency-key': transactionId },
  };
}

describe('POST /services/purchase/zero-cost', () => {
  it('activates a new radio: a new account with a sign-in, ONE free phase, the code redeemed, the email sent', async () => {
    const caller = await careCaller();
    const radioId = PROMOTION_DEMO_RADIOS.us[0];
    const deviceRef = await deviceRefOf(caller, radioId);
    const request = activation(deviceRef);
    const activated = careData(
      await caller.post(ACTIVATE, request.body, request.headers),
      careZeroCostActivationSchema,
    );
    expect(activated).toMatchObject({
      planCode: 'US_SAT_AA_PROMO_3MOFREE',
      radioIdLastFour: radioId.slice(-4),
      email: 'new.radio@orbitradio.test',
    });
    const [account] = await caller.db
      .select()
      .from(subscriberAccounts)
      .where(eq(subscriberAccounts.accountNumber, activated.accountNumber));
    expect(account?.ownerIdentityId).not.toBeNull();
    const [identity] = await caller.db
      .select()
      .from(identities)
      .where(eq(identities.id, account?.ownerIdentityId ?? ''));
    expect(identity?.handle).toBe('new.radio@orbitradio.test');
    const [radio] = await caller.db.select().from(radios).where(eq(radios.radioId, radioId));
    expect(radio?.accountNumber).toBe(activated.accountNumber);
    const phases = await caller.db
      .select()
      .from(subscriptionPhases)
      .where(eq(subscriptionPhases.subscriptionId, activated.subscriptionId));
    expect(phases.map((phase) => [phase.phase, phase.priceMinor])).toEqual([['trial', 0]]);
    const redemptions = await caller.db
      .select()
      .from(promoCodeRedemptions)
      .where(eq(promoCodeRedemptions.code, PROMOTION_DEMO_CODES.usGood));
    expect(redemptions.map((row) => row.customerKey)).toEqual(['new.radio@orbitradio.test']);
    const mail = await caller.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.template, 'promotion-activated'));
    expect(mail.map((message) => message.recipient)).toEqual(['new.radio@orbitradio.test']);

    // The same request again answers the same; the radio is no longer new for anyone else.
    const replay = careData(
      await caller.post(ACTIVATE, request.body, request.headers),
      careZeroCostActivationSchema,
    );
    expect(replay.subscriptionId).toBe(activated.subscriptionId);
    const again = activation(await deviceRefOf(caller, radioId), {
      email: 'someone.else@orbitradio.test',
      transactionId: 'txn-zero-second-try',
    });
    careError(await caller.post(ACTIVATE, again.body, again.headers), 409, 'DEVICE_NOT_ELIGIBLE');
    const onRadio = await caller.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.radioId, radioId));
    expect(onRadio).toHaveLength(1);
  });

  it('refuses a radio that was activated before: 409 DEVICE_NOT_ELIGIBLE, nothing written', async () => {
    const caller = await careCaller();
    const request = activation(await deviceRefOf(caller, 'ORBA0003'), {
      email: 'active.radio@orbitradio.test',
    });
    careError(
      await caller.post(ACTIVATE, request.body, request.headers),
      409,
      'DEVICE_NOT_ELIGIBLE',
    );
    const [account] = await caller.db
      .select()
      .from(subscriberAccounts)
      .where(eq(subscriberAccounts.email, 'active.radio@orbitradio.test'));
    expect(account).toBeUndefined();
  });

  it.each([
    [PROMOTION_DEMO_CODES.redeemed, 'OFFER_REDEEMED', 'ALREADY_REDEEMED'],
    [PROMOTION_DEMO_CODES.expired, 'OFFER_EXPIRED', 'OUTSIDE_START_AND_END_DATE'],
    [PROMOTION_DEMO_CODES.invalid, 'INVALID_OFFER_DATA', 'NOT_FOUND'],
    [PROMOTION_DEMO_CODES.caGood, 'INVALID_OFFER_DATA', 'INELIGIBLE_PROMO_CODE'],
    // A code whose offer is paid (6 months at $5 plus the activation fee) is not zero-cost.
    ['RADIO6FOR5', 'INVALID_OFFER_DATA', 'INVALID'],
  ])(
    'refuses the code %s: 400 %s (%s), the radio stays new',
    async (code, errorCode, fieldCode) => {
      const caller = await careCaller();
      const radioId = PROMOTION_DEMO_RADIOS.us[1];
      const request = activation(await deviceRefOf(caller, radioId), { code });
      const error = careError(
        await caller.post(ACTIVATE, request.body, request.headers),
        400,
        errorCode,
      );
      expect(error.fieldErrors?.[0]).toMatchObject({
        fieldName: 'marketingPromoCode',
        errorCode: fieldCode,
      });
      const [radio] = await caller.db.select().from(radios).where(eq(radios.radioId, radioId));
      expect(radio?.accountNumber).toBeNull();
    },
  );

  it('a radio found on another care session is 404 DEVICE_NOT_FOUND', async () => {
    const finder = await careCaller();
    const deviceRef = await deviceRefOf(finder, PROMOTION_DEMO_RADIOS.us[2]);
    const stranger = await careCaller();
    const request = activation(deviceRef);
    careError(
      await stranger.post(ACTIVATE, request.body, request.headers),
      404,
      'DEVICE_NOT_FOUND',
    );
  });

  it('an email that already signs in: the account is made without a sign-in and the answer is the same', async () => {
    const caller = await careCaller();
    const request = activation(await deviceRefOf(caller, PROMOTION_DEMO_RADIOS.us[3]), {
      email: 'listener@orbitradio.test',
    });
    const activated = careData(
      await caller.post(ACTIVATE, request.body, request.headers),
      careZeroCostActivationSchema,
    );
    expect(Object.keys(activated).sort()).toEqual(
      [
        'accountNumber',
        'email',
        'freeUntil',
        'isOfferStreamingEligible',
        'packageName',
        'planCode',
        'radioIdLastFour',
        'status',
        'subscriptionId',
      ].sort(),
    );
    const [account] = await caller.db
      .select()
      .from(subscriberAccounts)
      .where(eq(subscriberAccounts.accountNumber, activated.accountNumber));
    expect(account?.ownerIdentityId).toBeNull();
  });

  it('activates on the Canadian site with its own code, in French', async () => {
    const caller = await careCaller({ host: CA_HOST });
    const request = activation(await deviceRefOf(caller, PROMOTION_DEMO_RADIOS.ca[0]), {
      code: PROMOTION_DEMO_CODES.caGood,
      market: 'ca',
      email: 'nouvelle.radio@orbitradio.test',
    });
    const activated = careData(
      await caller.post(ACTIVATE, request.body, request.headers),
      careZeroCostActivationSchema,
    );
    expect(activated.planCode).toBe('CA_SAT_AA_PROMO_3MOFREE');
    const [account] = await caller.db
      .select()
      .from(subscriberAccounts)
      .where(eq(subscriberAccounts.accountNumber, activated.accountNumber));
    expect(account?.country).toBe('ca');
  });

  it('two activations of one radio at once: exactly one wins, one account and one subscription', async () => {
    const caller = await careCaller();
    const radioId = PROMOTION_DEMO_RADIOS.us[4];
    const deviceRef = await deviceRefOf(caller, radioId);
    const first = activation(deviceRef, {
      email: 'racer.one@orbitradio.test',
      transactionId: 'txn-race-one',
    });
    const second = activation(deviceRef, {
      email: 'racer.two@orbitradio.test',
      transactionId: 'txn-race-two',
    });
    const answers = await Promise.all([
      caller.post(ACTIVATE, first.body, first.headers),
      caller.post(ACTIVATE, second.body, second.headers),
    ]);
    expectOneWinner(answers, ['409 PAYMENT_IN_PROGRESS', '409 DEVICE_NOT_ELIGIBLE']);
    const onRadio = await caller.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.radioId, radioId));
    expect(onRadio).toHaveLength(1);
    const accounts = await caller.db
      .select()
      .from(subscriberAccounts)
      .where(eq(subscriberAccounts.email, 'racer.two@orbitradio.test'));
    const others = await caller.db
      .select()
      .from(subscriberAccounts)
      .where(eq(subscriberAccounts.email, 'racer.one@orbitradio.test'));
    expect(accounts.length + others.length).toBe(1);
  });
});
