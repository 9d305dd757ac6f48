import {
  careLastOneClickResultSchema,
  careServiceLaneOneClickResultSchema,
  careTrialActivationSchema,
  careTrialOfferResultSchema,
} from '@orbit/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  identities,
  radios,
  subscriberAccounts,
  subscriptions,
  vehicleTrials,
} from '../../../db/schema/index.ts';
import { DEMO_CANCELLATION_ACCOUNTS } from '../../../db/seed/cancellation-accounts.ts';
import {
  TRIAL_DEMO_DEALERS,
  TRIAL_DEMO_RADIOS,
  TRIAL_DEMO_SLOC_HOLDER,
} from '../../../db/seed/trial-activation-radios.ts';
import {
  type CareCaller,
  careCaller,
  careData,
  careError,
  ORBIT_OWNER,
} from '../../../testing/care-caller.ts';
import { openAccount } from '../../billing/index.ts';
import { issueDeviceRef } from '../../identification/index.ts';
import { trialRadio } from './trial-activation.testing.ts';

const OWNER_ACCOUNT = '10000001';

async function link(caller: CareCaller, query: Record<string, string>) {
  const response = await caller.get(`/dev/entry-token?${new URLSearchParams(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { token: string }).token;
}

async function deviceRefOf(caller: CareCaller, radioId: string) {
  const token = await link(caller, { type: 'TRIAL_ACTIVATION', radioId });
  const offer = careData(
    await caller.post('/services/trial-activation/offer', { token }),
    careTrialOfferResultSchema,
  );
  if (offer.outcome !== 'CLAIMABLE') throw new Error(offer.outcome);
  return { deviceRef: offer.deviceRef, planCode: offer.trial.planCode };
}

const keyed = (transactionId: string) => ({ 'idempotency-key': transactionId });

async function addSubscription(caller: CareCaller, radioId: string, accountNumber: string) {
  const { deviceRef, planCode } = await deviceRefOf(caller, radioId);
  const transactionId = `txn-add-${radioId}`;
  return caller.post(
    '/services/trial-activation/add-subscription',
    {
      deviceRef,
      planCode,
      accountNumber,
      languagePreference: 'en-US',
      agreementAccepted: true,
      transactionId,
    },
    keyed(transactionId),
  );
}

describe('POST /services/trial-activation/add-subscription', () => {
  it('claims onto the signed-in owner’s account', async () => {
    const caller = await careCaller();
    const { radioId } = await trialRadio(caller.db, caller.clock.now());
    await caller.signIn(ORBIT_OWNER.username, ORBIT_OWNER.password);
    const claimed = careData(
      await addSubscription(caller, radioId, OWNER_ACCOUNT),
      careTrialActivationSchema,
    );
    expect(claimed).toMatchObject({
      accountNumber: OWNER_ACCOUNT,
      isEligibleForRegistration: false,
    });
    const [radio] = await caller.db.select().from(radios).where(eq(radios.radioId, radioId));
    expect(radio?.accountNumber).toBe(OWNER_ACCOUNT);
  });

  it('onto someone else’s account: 403 CLAIMING_WITH_UNAUTHORIZED_USER, nothing written', async () => {
    const caller = await careCaller();
    const { radioId } = await trialRadio(caller.db, caller.clock.now());
    const other = DEMO_CANCELLATION_ACCOUNTS.satellite;
    await caller.signIn(other.handle, other.password);
    careError(
      await addSubscription(caller, radioId, OWNER_ACCOUNT),
      403,
      'CLAIMING_WITH_UNAUTHORIZED_USER',
    );
    const claimed = await caller.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.radioId, radioId));
    expect(claimed).toHaveLength(0);
  });
});

describe('POST /services/trial-activation/account-consolidate', () => {
  it('moves a trial claimed on an account of its own onto another of the caller’s accounts', async () => {
    const caller = await careCaller();
    const now = caller.clock.now();
    const [owner] = await caller.db
      .select()
      .from(identities)
      .where(eq(identities.handleKey, ORBIT_OWNER.username));
    if (!owner) throw new Error('no demo owner');
    const own = `9${String(Date.now()).slice(-7)}`;
    await openAccount(caller.db, {
      accountNumber: own,
      country: 'us',
      firstName: 'Jordan',
      lastName: 'Rivera',
      email: 'owner@orbitradio.test',
      phone: null,
      serviceAddress: { addressLine1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
      billingAddress: null,
      language: 'en-US',
      ownerIdentityId: owner.id,
      now,
    });
    const { radioId } = await trialRadio(caller.db, now);
    await caller.signIn(ORBIT_OWNER.username, ORBIT_OWNER.password);
    const claimed = careData(
      await addSubscription(caller, radioId, own),
      careTrialActivationSchema,
    );
    expect(claimed.accountNumber).toBe(own);

    // The trial is claimed: the radio is named again by a fresh deviceRef of this session.
    const sessionId = (await caller.get('/services/utility/env-info')).json().data.sessionInfo.id;
    const deviceRef = await issueDeviceRef(caller.db, { radioId, careSessionId: sessionId, now });
    const moved = careData(
      await caller.post(
        '/services/trial-activation/account-consolidate',
        { deviceRef, accountNumber: OWNER_ACCOUNT, transactionId: 'txn-consolidate-1' },
        keyed('txn-consolidate-1'),
      ),
      careTrialActivationSchema,
    );
    expect(moved).toMatchObject({
      accountNumber: OWNER_ACCOUNT,
      subscriptionId: claimed.subscriptionId,
      trialEndDate: claimed.trialEndDate,
    });
    const [radio] = await caller.db.select().from(radios).where(eq(radios.radioId, radioId));
    const [subscription] = await caller.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, claimed.subscriptionId));
    const [trial] = await caller.db
      .select()
      .from(vehicleTrials)
      .where(eq(vehicleTrials.radioId, radioId));
    expect([
      radio?.accountNumber,
      subscription?.accountNumber,
      trial?.claimedAccountNumber,
    ]).toEqual([OWNER_ACCOUNT, OWNER_ACCOUNT, OWNER_ACCOUNT]);
  });
});

function dealerForm(transactionId: string, named: Record<string, string>) {
  return {
    body: {
      corpId: TRIAL_DEMO_DEALERS.us.corpId,
      brandingType: 'SLTC_SERVICE_LANE',
      ...named,
      firstName: 'Drew',
      lastName: 'Kowalski',
      email: `${transactionId}@orbitradio.test`,
      serviceAddress: {
        streetAddress: '700 N Water St',
        city: 'Milwaukee',
        state: 'WI',
        postalCode: '53202',
      },
      languagePreference: 'en-US',
      agreementAccepted: true,
      transactionId,
    },
    headers: keyed(transactionId),
  };
}

describe('POST /services/trial-activation/service-lane-two-click', () => {
  const SL2C = '/services/trial-activation/service-lane-two-click';

  it('claims the dealer’s trial by radio id, by VIN and by the dealer’s link', async () => {
    const caller = await careCaller();
    const now = caller.clock.now();
    const byId = await trialRadio(caller.db, now, { offer: 'none' });
    const byVin = await trialRadio(caller.db, now, { offer: 'none' });
    const byLink = await trialRadio(caller.db, now, { offer: 'none' });
    const sltcToken = await link(caller, {
      type: 'SLTC',
      corpId: TRIAL_DEMO_DEALERS.us.corpId,
      radioId: byLink.radioId,
    });
    const forms = [
      dealerForm(`sl2c-id-${byId.radioId}`, { radioId: byId.radioId }),
      dealerForm(`sl2c-vin-${byVin.radioId}`, { vin: byVin.vin }),
      dealerForm(`sl2c-tkn-${byLink.radioId}`, { sltcToken }),
    ];
    for (const [form, radio] of [
      [forms[0], byId],
      [forms[1], byVin],
      [forms[2], byLink],
    ] as const) {
      const claimed = careData(
        await caller.post(SL2C, form?.body ?? {}, form?.headers),
        careTrialActivationSchema,
      );
      expect(claimed).toMatchObject({
        planCode: 'US_SAT_AA_SLTC_3MO',
        radioIdLastFour: radio.radioId.slice(-4),
      });
      const [trial] = await caller.db
        .select()
        .from(vehicleTrials)
        .where(eq(vehicleTrials.radioId, radio.radioId));
      expect(trial).toMatchObject({
        program: 'SLTC_SERVICE_LANE',
        corpId: TRIAL_DEMO_DEALERS.us.corpId,
        claimedSubscriptionId: claimed.subscriptionId,
      });
      const [subscription] = await caller.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id, claimed.subscriptionId));
      expect(subscription?.source).toBe('dealer-service-lane');
    }
  });

  it('refuses an unknown dealer, a branding it does not offer, and a malformed VIN before any lookup', async () => {
    const caller = await careCaller();
    const { radioId } = await trialRadio(caller.db, caller.clock.now(), { offer: 'none' });
    const unknown = dealerForm('sl2c-unknown-dealer', { radioId });
    careError(
      await caller.post(SL2C, { ...unknown.body, corpId: '999999' }, unknown.headers),
      404,
      'PARTNER_NOT_FOUND',
    );
    const branding = dealerForm('sl2c-ca-used', { radioId });
    careError(
      await caller.post(
        SL2C,
        { ...branding.body, corpId: TRIAL_DEMO_DEALERS.ca.corpId, brandingType: 'SLTC_USED_CAR' },
        branding.headers,
      ),
      404,
      'PARTNER_NOT_FOUND',
    );
    const badVin = dealerForm('sl2c-bad-vin', { vin: '1HGCM82633A00435X' });
    const refused = careError(
      await caller.post(SL2C, badVin.body, badVin.headers),
      400,
      'INVALID_PAYLOAD',
    );
    expect(refused.fieldErrors.map((field) => field.fieldName)).toEqual(['vin']);
  });
});

describe('one-click links', () => {
  it('AST: activates the radio’s trial on its buyer’s account; the link again answers the same', async () => {
    const caller = await careCaller();
    const { radioId, buyer } = await trialRadio(caller.db, caller.clock.now(), {
      program: 'AST',
      sale: true,
    });
    const token = await link(caller, { type: 'AST', radioId });
    const first = careData(
      await caller.post('/services/trial-activation/last-one-click', { token }),
      careLastOneClickResultSchema,
    );
    const again = careData(
      await caller.post('/services/trial-activation/last-one-click', { token }),
      careLastOneClickResultSchema,
    );
    expect(first).toMatchObject({
      outcome: 'ACTIVATED',
      email: buyer.email,
      planCode: 'US_SAT_MS_AST_3MO',
    });
    expect(again).toEqual(first);
    const subs = await caller.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.radioId, radioId));
    expect(subs).toHaveLength(1);
    const accounts = await caller.db
      .select()
      .from(subscriberAccounts)
      .where(eq(subscriberAccounts.email, buyer.email));
    expect(accounts).toHaveLength(1);
  });

  it('AST refusals are outcomes; a bad token is 400 INVALID_TOKEN', async () => {
    const caller = await careCaller();
    const demo = await trialRadio(caller.db, caller.clock.now(), {
      program: 'AST',
      sale: true,
      isDemo: true,
    });
    const token = await link(caller, { type: 'AST', radioId: demo.radioId });
    expect(
      careData(
        await caller.post('/services/trial-activation/last-one-click', { token }),
        careLastOneClickResultSchema,
      ),
    ).toEqual({ outcome: 'CANT_BE_COMPLETED_ONLINE' });
    const selfPay = await link(caller, { type: 'AST', radioId: TRIAL_DEMO_RADIOS.selfPay });
    expect(
      careData(
        await caller.post('/services/trial-activation/last-one-click', { token: selfPay }),
        careLastOneClickResultSchema,
      ),
    ).toEqual({ outcome: 'ALREADY_ACTIVE_SELF_PAY' });
    careError(
      await caller.post('/services/trial-activation/last-one-click', { token: 'nope' }),
      400,
      'INVALID_TOKEN',
    );
  });

  it('SLOC: closed radio, active trial registered, activated unregistered (and the same again)', async () => {
    const caller = await careCaller();
    const SLOC = '/services/trial-activation/service-lane-one-click';
    const slocOf = async (radioId: string) =>
      careData(
        await caller.post(SLOC, { cnaId: await link(caller, { type: 'SLOC', radioId }) }),
        careServiceLaneOneClickResultSchema,
      );
    const closed = await slocOf(TRIAL_DEMO_RADIOS.inactive);
    expect(closed).toMatchObject({ outcome: 'CLOSED_RADIO', radioIdLastFour: '0304' });

    // A trial running on an account with a sign-in.
    const registered = await trialRadio(caller.db, caller.clock.now(), {
      program: 'SLTC_SERVICE_LANE',
    });
    await caller.signIn(ORBIT_OWNER.username, ORBIT_OWNER.password);
    careData(
      await addSubscription(caller, registered.radioId, OWNER_ACCOUNT),
      careTrialActivationSchema,
    );
    await caller.newSession();
    expect(await slocOf(registered.radioId)).toMatchObject({
      outcome: 'ACTIVE_TRIAL_REGISTERED',
      radioIdLastFour: registered.radioId.slice(-4),
    });

    const open = await trialRadio(caller.db, caller.clock.now(), {
      program: 'SLTC_SERVICE_LANE',
      sale: true,
    });
    const activated = await slocOf(open.radioId);
    expect(activated).toMatchObject({
      outcome: 'ACTIVE_TRIAL_UNREGISTERED',
      isEligibleForRegistration: true,
      email: open.buyer.email,
    });
    expect(await slocOf(open.radioId)).toEqual(activated);
    const subs = await caller.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.radioId, open.radioId));
    expect(subs).toHaveLength(1);
    expect(TRIAL_DEMO_SLOC_HOLDER.accountNumber).toBe('10001404');
  });
});
