import {
  careDeviceMagicLinkSchema,
  detailedVehicleStateSchema,
  trialDaysElapsed,
  trialDaysLeft,
} from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { careData, careError } from '../../../testing/care-caller.ts';
import { mailbox, sessionFromGrant } from '../../../testing/identities.ts';
import { bearer, createDeviceGrant } from '../../../testing/service-sessions.ts';
import { storedCareSession } from '../../../testing/stored-care-session.ts';
import { V } from '../orchestration/orchestration.testing.ts';
import { L, refusalOf, vehicleLinkSetUp } from './vehicle-links.testing.ts';

describe('vehicle magic links: redeem once, before expiry (ADR 055)', () => {
  it('answers a grant once; the same link again is MAGIC_LINK_ALREADY_USED', async () => {
    const { anonymous, mintLink, redeem } = await vehicleLinkSetUp();
    const call = await anonymous();
    const magicLinkId = await mintLink(L.emailAvailable.radioId);
    expect(magicLinkId).toMatch(/^ovl_[A-Za-z0-9_-]{43}$/);
    const first = await redeem(call, magicLinkId);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ magicLinkGrant: expect.stringMatching(/^ovg_/) });
    expect(refusalOf(await redeem(call, magicLinkId))).toBe('410 MAGIC_LINK_ALREADY_USED');
  });

  it('refuses a link past its 72 hours (fake clock) and a grant past its hour', async () => {
    const { anonymous, mintLink, redeem, grantFor, clock } = await vehicleLinkSetUp();
    const magicLinkId = await mintLink(L.emailAvailable.radioId);
    clock.advanceSeconds(72 * 3600);
    // A session of the day the link is opened (the access token of three days ago has lapsed).
    const call = await anonymous();
    expect(refusalOf(await redeem(call, magicLinkId))).toBe('410 MAGIC_LINK_EXPIRED');

    const grant = await grantFor(call, L.emailAvailable.radioId);
    clock.advanceSeconds(3600);
    const later = await anonymous();
    const late = await later('POST', '/client-orchestration/v1/detailed-state-handoff', {
      magicLinkGrant: grant,
    });
    expect(refusalOf(late)).toBe('401 INVALID_MAGIC_LINK_GRANT');
  });

  it('answers the seeded expired, used and unknown links with their codes', async () => {
    const { anonymous, redeem } = await vehicleLinkSetUp();
    const call = await anonymous();
    expect(refusalOf(await redeem(call, L.expired.magicLinkId))).toBe('410 MAGIC_LINK_EXPIRED');
    expect(refusalOf(await redeem(call, L.used.magicLinkId))).toBe('410 MAGIC_LINK_ALREADY_USED');
    expect(refusalOf(await redeem(call, `ovl_${'x'.repeat(43)}`))).toBe('404 MAGIC_LINK_NOT_FOUND');
  });

  it('hands off the vehicle’s detailed state with its trial and days left', async () => {
    const { anonymous, grantFor, clock } = await vehicleLinkSetUp();
    const call = await anonymous();
    const grant = await grantFor(call, L.emailAvailable.radioId);
    const response = await call('POST', '/client-orchestration/v1/detailed-state-handoff', {
      magicLinkGrant: grant,
    });
    expect(response.statusCode, response.body).toBe(200);
    const state = detailedVehicleStateSchema.parse(response.json());
    expect(state).toMatchObject({
      radioId: L.emailAvailable.radioId,
      lifecycleState: 'TRIAL_NOT_CLAIMED',
      trial: { trialState: 'TrialNotClaimed' },
    });
    const { totalDays, daysLeft, startedOn } = state.trial;
    if (totalDays === null || startedOn === null) throw new Error('a running trial has a length');
    const elapsed = trialDaysElapsed(new Date(startedOn), clock.now());
    expect(elapsed).toBeGreaterThanOrEqual(10);
    expect(daysLeft).toBe(trialDaysLeft(totalDays, elapsed));
  });
});

describe('request-magic-link', () => {
  it('emails the sale’s address a link to the device-linking page, and answers alike for an unknown radio', async () => {
    const { anonymous, app } = await vehicleLinkSetUp();
    const call = await anonymous();
    const known = await call('POST', '/client-orchestration/v1/request-magic-link', {
      radioId: L.signInToReuse.radioId.toLowerCase(),
    });
    const unknown = await call('POST', '/client-orchestration/v1/request-magic-link', {
      radioId: 'ORBZ9999',
    });
    expect([known.json(), unknown.json()]).toEqual([{ accepted: true }, { accepted: true }]);
    const [sent] = await mailbox(app, L.signInToReuse.email);
    expect(sent?.text).toMatch(/\/onboarding\/device-linking\?ml=ovl_/);
  });
});

describe('identity/v1/sal/status', () => {
  it.each([
    [L.emailAvailable, 'SUB_UNCLAIMED_EMAIL_AVAILABLE', 'linkme.newdriver@orbitradio.test'],
    [L.signInToReuse, 'SUB_UNCLAIMED_EMAIL_AVAILABLE_SIGNIN_TO_REUSE_EMAIL', L.signInToReuse.email],
    [L.noEmail, 'SUB_UNCLAIMED_NO_EMAIL', null],
    [L.emailTaken, 'SUB_UNCLAIMED_EMAIL_TAKEN', L.emailTaken.email],
  ] as const)('%o: %s', async (vehicle, status, emailAddress) => {
    const { anonymous, grantFor, statusOf } = await vehicleLinkSetUp();
    const call = await anonymous();
    expect(await statusOf(call, await grantFor(call, vehicle.radioId))).toEqual({
      status,
      emailAddress,
    });
  });

  it('answers SUB_CLAIMED with an identity grant that signs the claimer in', async () => {
    const { anonymous, grantOf, statusOf, app } = await vehicleLinkSetUp();
    const call = await anonymous();
    const answer = await statusOf(call, await grantOf(call, L.claimed.magicLinkId));
    if (answer.status !== 'SUB_CLAIMED') throw new Error(answer.status);
    expect(answer.identityId).toBe(L.claimed.identityId);
    const session = await sessionFromGrant(app, await createDeviceGrant(app), answer);
    const me = await app.inject({
      method: 'GET',
      url: '/identity/v1/identities/me',
      headers: bearer(session),
    });
    expect(me.json()).toMatchObject({ handle: V.trialClaimed.owner.handle });
  });

  it('refuses a vehicle that is not an unclaimed running trial: INVALID_SAL_STATUS', async () => {
    const { anonymous, grantFor, salStatus } = await vehicleLinkSetUp();
    const call = await anonymous();
    for (const vehicle of [V.trialEligible, V.selfPay, V.inactive]) {
      const response = await salStatus(call, await grantFor(call, vehicle.radioId));
      expect(refusalOf(response)).toBe('409 INVALID_SAL_STATUS');
    }
    expect(refusalOf(await salStatus(call, `ovg_${'y'.repeat(43)}`))).toBe(
      '401 INVALID_MAGIC_LINK_GRANT',
    );
  });
});

describe('sal dtok2magiclink (legacy care call)', () => {
  it('turns the car’s device token into a link for its vehicle, and refuses a bad or lapsed token', async () => {
    const { app, anonymous, grantOf, statusOf, clock } = await vehicleLinkSetUp();
    const { cookie } = await storedCareSession(app);
    const minted = await app.inject({
      method: 'GET',
      url: `/dev/vehicle-device-token?radioId=${L.noEmail.radioId}`,
    });
    const { deviceToken } = minted.json() as { deviceToken: string };
    const toLink = (token: string) =>
      app.inject({
        method: 'POST',
        url: '/services/account/sal/dtok2magiclink',
        headers: { host: 'care.orbitradio.com', ...cookie },
        payload: { deviceToken: token },
      });
    const link = careData(await toLink(deviceToken), careDeviceMagicLinkSchema);
    expect(link.magicLinkUrl).toContain(`/onboarding/device-linking?ml=${link.magicLinkId}`);
    const call = await anonymous();
    expect(await statusOf(call, await grantOf(call, link.magicLinkId))).toMatchObject({
      status: 'SUB_UNCLAIMED_NO_EMAIL',
    });

    careError(await toLink(`${deviceToken.slice(0, -2)}AA`), 400, 'INVALID_TOKEN');
    clock.advanceSeconds(601);
    careError(await toLink(deviceToken), 400, 'INVALID_TOKEN');
  });
});
