import { careAccountSchema, nextBestActionsSchema, PAST_DUE_BLOCKED_ACTIONS } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_PAST_DUE } from '../../db/seed/account-billing.ts';
import { DEMO_RADIOS } from '../../db/seed/subscriber-accounts.ts';
import { createFakeClock } from '../../testing/fake-clock.ts';
import { insertIdentity } from '../../testing/identities.ts';
import {
  accountCaller,
  careData,
  careError,
  insertRadio,
  ORBIT_OWNER,
  PAST_DUE_OWNER,
  signedInOwner,
} from './account.testing.ts';

describe('POST /services/account', () => {
  it('shows its signed-in owner everything, radios by opaque device ids only', async () => {
    const caller = await signedInOwner();
    const response = await caller.post('/services/account', {});
    const account = careData(response, careAccountSchema);
    expect(account).toMatchObject({
      access: 'owner',
      accountNumber: '10000001',
      country: 'US',
      username: 'orbitowner1',
      firstName: 'Jordan',
      lastName: 'Rivera',
      email: 'owner@orbitradio.test',
      phone: '5125550101',
      serviceAddress: {
        addressLine1: '100 Congress Ave',
        city: 'Austin',
        state: 'TX',
        zip: '78701',
      },
      paymentMethod: { last4Digits: '4242', type: 'visa', status: 'active', isDefault: true },
      billingStatus: { isPastDue: false, blockedWhilePastDue: [] },
    });
    const paid = account.subscriptions.find((s) => s.id === 'sub_seed_active_0003');
    expect(paid).toMatchObject({
      status: 'Active',
      inactiveReason: 'none',
      planName: 'Platinum',
      phase: 'fullPrice',
      isTrial: false,
      price: { amountMinor: 2499, currency: 'USD' },
      last4DigitsOfRadioId: '0003',
    });
    // Monthly from 1 May 2025: on 2 April 2026 and later, the next boundary is a 1st.
    expect(paid?.renewalDate).toMatch(/^2026-0\d-01$/);
    const trial = account.subscriptions.find((s) => s.id === 'sub_seed_trial_0004');
    expect(trial).toMatchObject({ phase: 'trial', isTrial: true, renewalDate: '2027-01-20' });
    expect(trial?.price.amountMinor).toBe(0);

    const car = account.devices.find((device) => device.radioIdLastFour === '0004');
    expect(car).toMatchObject({
      type: 'car',
      nickname: "Jordan's car",
      vehicle: { year: 2024, make: 'Lumen', model: 'Arc', yearMakeModel: '2024 Lumen Arc' },
      subscriptionId: 'sub_seed_trial_0004',
      canRemove: false,
    });
    expect(car?.id).toMatch(/^odev_[\w-]{22}$/);
    expect(trial?.deviceId).toBe(car?.id);
    // Whole radio ids never leave; the device ids stay the same from one call to the next.
    expect(response.body).not.toContain(DEMO_RADIOS.carInTrial);
    expect(response.body).not.toContain(DEMO_RADIOS.activePaid);
    expect((await caller.account()).devices.map((d) => d.id)).toEqual(
      account.devices.map((d) => d.id),
    );
  });

  it('shows an identified session that proved last name, phone and zip a masked account', async () => {
    const caller = await accountCaller();
    await caller.identify('10000001', true);
    const response = await caller.post('/services/account', { accountNumber: '10000001' });
    const account = careData(response, careAccountSchema);
    expect(account).toMatchObject({
      access: 'identified',
      username: null,
      email: 'o******@orbitradio.test',
      phone: '***-***-0101',
      serviceAddress: { addressLine1: '', city: 'Austin', state: 'TX', zip: '78701' },
      billingAddress: { addressLine1: '', city: 'Austin', state: 'TX', zip: '78701' },
    });
    expect(account.serviceAddress).not.toHaveProperty('addressLine2');
    expect(response.body).not.toContain('Congress');
    expect(response.body).not.toContain('owner@orbitradio.test');
    expect(response.body).not.toContain('5125550101');
    expect(response.body).not.toContain('orbitowner1');
    // The session's own account is the default.
    expect((await caller.account()).accountNumber).toBe('10000001');
  });

  it('answers an unchanged account in the same bytes again, each kind of caller its own', async () => {
    const caller = await signedInOwner();
    const first = await caller.post('/services/account', {});
    expect(careData(first, careAccountSchema).access).toBe('owner');
    const again = await caller.post('/services/account', {});
    // Kept as written (ADR 105): the same JSON, sent as the serializer sends it.
    expect(again.body).toBe(first.body);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));

    // Another browser, identified on the same account: the masked answer, not the owner's kept one.
    await caller.newSession();
    await caller.identify('10000001', true);
    const identified = await caller.post('/services/account', { accountNumber: '10000001' });
    expect(careData(identified, careAccountSchema).access).toBe('identified');
    expect(identified.body).not.toContain('owner@orbitradio.test');

    await caller.signIn(ORBIT_OWNER.username, ORBIT_OWNER.password);
    expect((await caller.post('/services/account', {})).body).toBe(first.body);
  });

  it('asks an identified session to prove last name, phone and zip first (403)', async () => {
    const caller = await accountCaller();
    await caller.identify('10000001', false);
    careError(await caller.post('/services/account', {}), 403, 'VERIFICATION_REQUIRED');
    careError(await caller.get('/services/account/next-best-action'), 403, 'VERIFICATION_REQUIRED');
  });

  it('answers another customer’s account number as if it did not exist', async () => {
    const caller = await accountCaller();
    await caller.signIn(PAST_DUE_OWNER.username, PAST_DUE_OWNER.password);
    const theirs = await caller.post('/services/account', { accountNumber: '10000001' });
    const missing = await caller.post('/services/account', { accountNumber: '99999999' });
    careError(theirs, 404, 'ACCOUNT_NOT_FOUND');
    expect(theirs.body).toBe(missing.body);
    for (const secret of ['Rivera', 'Jordan', '4242', 'Congress', '10000001']) {
      expect(theirs.body).not.toContain(secret);
    }
    // Nor through an identification of one account naming another.
    const identified = await accountCaller();
    await identified.identify(DEMO_PAST_DUE.accountNumber, true);
    careError(
      await identified.post('/services/account', { accountNumber: '10000001' }),
      404,
      'ACCOUNT_NOT_FOUND',
    );
  });

  it('refuses a session that is neither signed in nor identified (401)', async () => {
    const caller = await accountCaller();
    careError(await caller.post('/services/account', {}), 401, 'UNAUTHENTICATED_CUSTOMER');
  });

  it('answers null to a signed-in customer who owns no account, and 404 when one is named', async () => {
    const caller = await accountCaller();
    // A sign-in of the account kind that no subscriber account belongs to yet.
    const handle = `noaccount.${Date.now()}@orbitradio.test`;
    await insertIdentity(caller, { handle, password: 'Nova-Quasar-83', state: 'ACCOUNT' });
    await caller.signIn(handle, 'Nova-Quasar-83');
    const own = await caller.post('/services/account', {});
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ status: 'SUCCESS', data: null });
    careError(
      await caller.post('/services/account', { accountNumber: '10000003' }),
      404,
      'ACCOUNT_NOT_FOUND',
    );
    careError(
      await caller.post('/services/account-mgmt/update-billing-info', {
        billingAddress: { addressLine1: '1 Main St', city: 'Austin', state: 'TX', zip: '78701' },
      }),
      404,
      'ACCOUNT_NOT_FOUND',
    );
  });

  it.each([
    ['2030-11-30T12:00:00Z', 'active', 31],
    ['2030-12-01T00:00:00Z', 'aboutToExpire', 30],
    ['2030-12-31T23:00:00Z', 'aboutToExpire', 0],
    ['2031-01-01T00:00:00Z', 'expired', -1],
  ] as const)('on %s the card expiring 12/2030 is %s', async (at, status, days) => {
    const caller = await signedInOwner(createFakeClock(new Date(at)));
    const { paymentMethod } = await caller.account();
    expect(paymentMethod).toMatchObject({
      expirationMonth: 12,
      expirationYear: 2030,
      expirationDate: '2030-12-31',
      status,
      daysUntilExpiration: days,
    });
  });
});

describe('the past-due account', () => {
  const afterDueDate = () => createFakeClock(new Date('2026-11-15T15:00:00Z'));

  it('is past due, with its blocked actions, a suspended radio and an expired card', async () => {
    const caller = await accountCaller({ clock: afterDueDate() });
    await caller.signIn(PAST_DUE_OWNER.username, PAST_DUE_OWNER.password);
    const account = await caller.account();
    expect(account.billingStatus).toMatchObject({
      isPastDue: true,
      amountDue: { amountMinor: DEMO_PAST_DUE.amountDueMinor, currency: 'USD' },
      dueDate: '2026-10-21',
      blockedWhilePastDue: [...PAST_DUE_BLOCKED_ACTIONS],
    });
    expect(account.paymentMethod).toMatchObject({ last4Digits: '4444', status: 'expired' });
    expect(account.subscriptions).toEqual([
      expect.objectContaining({
        id: DEMO_PAST_DUE.subscriptionId,
        status: 'Suspended',
        inactiveReason: 'nonPay',
        isActive: false,
        isSuspended: true,
        renewalDate: null,
      }),
    ]);
    expect(account.devices[0]).toMatchObject({ canRemove: false, nickname: "Sam's truck" });

    const { actions } = careData(
      await caller.get('/services/account/next-best-action'),
      nextBestActionsSchema,
    );
    expect(actions).toEqual([
      { action: 'payBalance', subjectId: null },
      { action: 'updateExpiringCard', subjectId: DEMO_PAST_DUE.paymentMethodId },
      { action: 'enrollEbill', subjectId: null },
      { action: 'reactivateRadio', subjectId: DEMO_PAST_DUE.subscriptionId },
    ]);
  });

  it('gives an identified, verified session its next best actions too', async () => {
    const caller = await accountCaller({ clock: afterDueDate() });
    await caller.identify(DEMO_PAST_DUE.accountNumber, true);
    const { actions } = careData(
      await caller.get(
        `/services/account/next-best-action?accountNumber=${DEMO_PAST_DUE.accountNumber}`,
      ),
      nextBestActionsSchema,
    );
    expect(actions[0]).toEqual({ action: 'payBalance', subjectId: null });
  });
});

describe('GET /services/account/next-best-action', () => {
  it('suggests a plan to follow a trial that ends with nothing after it', async () => {
    const caller = await signedInOwner();
    const now = caller.clock.now();
    const trial = await insertRadio(caller, {
      accountNumber: '10000001',
      status: 'Active',
      phases: [
        {
          phase: 'trial',
          planType: 'TRIAL',
          startsAt: new Date(now.getTime() - 86_400_000),
          endsAt: new Date(now.getTime() + 60 * 86_400_000),
        },
      ],
    });
    const { actions } = careData(
      await caller.get('/services/account/next-best-action'),
      nextBestActionsSchema,
    );
    // A good card, nothing due: only e-bills and the trial's follow-on.
    expect(actions).toEqual([
      { action: 'enrollEbill', subjectId: null },
      { action: 'chooseFollowOnPlan', subjectId: trial.subscriptionId },
    ]);
    const shown = (await caller.account()).subscriptions.find((s) => s.id === trial.subscriptionId);
    expect(shown).toMatchObject({ isTrial: true, phase: 'trial' });
  });
});
