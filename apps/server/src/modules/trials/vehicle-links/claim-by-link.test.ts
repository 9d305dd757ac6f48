import { describe, expect, it } from 'vitest';
import { expectOneWinner, outcomesOf } from '../../../testing/race-outcomes.ts';
import { V } from '../orchestration/orchestration.testing.ts';
import { L, refusalOf, vehicleLinkSetUp } from './vehicle-links.testing.ts';

/** Each test claims: its own seeded database. */
const setUp = () => vehicleLinkSetUp({ ownDatabase: true });

describe('identity/v1/b2btrial/claim (ADR 055)', () => {
  it('puts the trial on the signed-in identity of the link’s email, once; the link then says SUB_CLAIMED', async () => {
    const { signedInAs, grantFor, claimed, claim, statusOf } = await setUp();
    const call = await signedInAs(L.signInToReuse.identityId);
    const grant = await grantFor(call, L.signInToReuse.radioId);
    expect(await claimed(call, grant)).toMatchObject({
      radioId: L.signInToReuse.radioId,
      accountNumber: L.signInToReuse.accountNumber,
    });
    expect(refusalOf(await claim(call, grant))).toBe('409 SUB_ALREADY_EXISTS_FOR_IDENTITY');
    expect(await statusOf(call, grant)).toMatchObject({
      status: 'SUB_CLAIMED',
      identityId: L.signInToReuse.identityId,
    });
  });

  it('refuses another identity’s session presenting the grant: CLAIMING_WITH_UNAUTHORIZED_USER', async () => {
    const { signedInAs, newIdentity, grantFor, claim, claimed } = await setUp();
    const owner = await signedInAs(L.signInToReuse.identityId);
    const grant = await grantFor(owner, L.signInToReuse.radioId);
    const { call: intruder } = await newIdentity('intruder@orbitradio.test');
    // The link's email is another identity's, which may take the car.
    expect(refusalOf(await claim(intruder, grant))).toBe('403 CLAIMING_WITH_UNAUTHORIZED_USER');
    await claimed(owner, grant);
    // Claimed through the link by its owner: nobody else.
    expect(refusalOf(await claim(intruder, grant))).toBe('403 CLAIMING_WITH_UNAUTHORIZED_USER');
  });

  it('supports the new-identity path: an anonymous session, a new identity with the link’s email, then the claim on a new account it owns', async () => {
    const { anonymous, newIdentity, grantFor, statusOf, claim, claimed } = await setUp();
    const visitor = await anonymous();
    const grant = await grantFor(visitor, L.emailAvailable.radioId);
    expect(await statusOf(visitor, grant)).toMatchObject({
      status: 'SUB_UNCLAIMED_EMAIL_AVAILABLE',
    });
    // Claiming needs a signed-in session.
    expect(refusalOf(await claim(visitor, grant))).toBe('403 FORBIDDEN');
    const { call } = await newIdentity(L.emailAvailable.email);
    const answer = await claimed(call, grant);
    expect(answer.accountNumber).toMatch(/^\d{8}$/);
    expect(answer.endsOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('lets an identity with another email claim a car whose email is taken, or that has none', async () => {
    const { newIdentity, grantFor, claimed } = await setUp();
    const { call } = await newIdentity('someone.else@orbitradio.test');
    await claimed(call, await grantFor(call, L.emailTaken.radioId));
    await claimed(call, await grantFor(call, L.noEmail.radioId));
  });

  it.each([
    ['TRIAL_ELIGIBLE', V.trialEligible.radioId, '409 TRIAL_PENDING_ACTIVATION_ERROR'],
    [
      'TRIAL_CLAIMED by another',
      V.trialClaimed.radioId,
      '403 IDENTITY_NOT_RELATED_TO_VEHICLE_ERROR',
    ],
    ['SELF_PAY, holding no device', V.selfPay.radioId, '403 IDENTITY_NOT_ELIGIBLE_ERROR'],
    [
      'TRIAL_WITH_FOLLOW_ON, holding no device',
      V.trialWithFollowOn.radioId,
      '403 IDENTITY_NOT_ELIGIBLE_ERROR',
    ],
    ['INACTIVE', V.inactive.radioId, '422 ELIGIBILITY_SUBSCRIPTION_REQUIRED'],
  ])('onboarding eligibility refuses a %s vehicle', async (_state, radioId, refusal) => {
    const { newIdentity, grantFor, claim } = await setUp();
    const { call } = await newIdentity('newcomer@orbitradio.test');
    expect(refusalOf(await claim(call, await grantFor(call, radioId)))).toBe(refusal);
  });

  it('refuses the owner of a live plan with a device a self-pay or follow-on car, and its own claimed car', async () => {
    const { signedInAs, grantFor, claim } = await setUp();
    const followOnOwner = await signedInAs(V.trialWithFollowOn.owner.identityId);
    for (const radioId of [V.selfPay.radioId, V.trialWithFollowOn.radioId]) {
      expect(refusalOf(await claim(followOnOwner, await grantFor(followOnOwner, radioId)))).toBe(
        '409 EXISTING_SELF_PAY_SUBSCRIPTION_ERROR',
      );
    }
    const claimedOwner = await signedInAs(V.trialClaimed.owner.identityId);
    const grant = await grantFor(claimedOwner, V.trialClaimed.radioId);
    expect(refusalOf(await claim(claimedOwner, grant))).toBe('409 SUB_ALREADY_EXISTS_FOR_IDENTITY');
  });

  it('refuses a sign-in with no email address (a username): INVALID_EMAIL_ADDRESS, the trial left to claim', async () => {
    const { newIdentity, grantFor, claim, claimed } = await setUp();
    const { call: noEmail } = await newIdentity('roadtripper77');
    const grant = await grantFor(noEmail, L.noEmail.radioId);
    expect(refusalOf(await claim(noEmail, grant))).toBe('422 INVALID_EMAIL_ADDRESS');
    // Nothing was half-claimed: an identity with an email still may.
    const { call } = await newIdentity('has.email@orbitradio.test');
    await claimed(call, await grantFor(call, L.noEmail.radioId));
  });

  it('lets one of two claims at once win', async () => {
    const { newIdentity, grantFor, claim } = await setUp();
    const first = await newIdentity('racer.one@orbitradio.test');
    const second = await newIdentity('racer.two@orbitradio.test');
    const grants = [
      await grantFor(first.call, L.noEmail.radioId),
      await grantFor(second.call, L.noEmail.radioId),
    ];
    const answers = await Promise.all([
      claim(first.call, grants[0] ?? ''),
      claim(second.call, grants[1] ?? ''),
      claim(first.call, grants[0] ?? ''),
    ]);
    expectOneWinner(answers, [
      '409 SUB_ALREADY_EXISTS_FOR_IDENTITY',
      '403 IDENTITY_NOT_RELATED_TO_VEHICLE_ERROR',
      '403 CLAIMING_WITH_UNAUTHORIZED_USER',
      '409 IDEMPOTENCY_KEY_IN_USE',
      // A claim that reads the trial after the winner's commit finds its activation spent.
      '400 INVALID_ACTIVATION_CODE',
      // The other identity's claim that read the link before the winner's commit and the vehicle
      // after it finds the vehicle running on an account not its own: no trial left to claim.
      '422 ELIGIBILITY_SUBSCRIPTION_REQUIRED',
    ]);
    expect(outcomesOf(answers)).toHaveLength(3);
  });
});
