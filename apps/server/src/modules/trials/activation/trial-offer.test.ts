import {
  careDealerSchema,
  careSltcTokenResultSchema,
  careTrialActivationSchema,
  careTrialOfferResultSchema,
} from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { TRIAL_DEMO_DEALERS, TRIAL_DEMO_RADIOS } from '../../../db/seed/trial-activation-radios.ts';
import { type CareCaller, careCaller, careData, careError } from '../../../testing/care-caller.ts';
import { issueDeviceRef, signEntryToken } from '../../identification/index.ts';
import { trialRadio } from './trial-activation.testing.ts';

const OFFER = '/services/trial-activation/offer';
const DAY_MS = 86_400_000;

async function linkFor(caller: CareCaller, query: Record<string, string>) {
  const response = await caller.get(`/dev/entry-token?${new URLSearchParams(query)}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { token: string; path: string };
}

async function sessionIdOf(caller: CareCaller): Promise<string> {
  const response = await caller.get('/services/utility/env-info');
  return response.json().data.sessionInfo.id as string;
}

async function offerByToken(caller: CareCaller, radioId: string) {
  const { token } = await linkFor(caller, { type: 'TRIAL_ACTIVATION', radioId });
  return careData(await caller.post(OFFER, { token }), careTrialOfferResultSchema);
}

describe('trial links (ADR 035)', () => {
  it('mints each kind with the page it opens', async () => {
    const caller = await careCaller();
    const radioId = TRIAL_DEMO_RADIOS.usEligible;
    expect((await linkFor(caller, { type: 'TRIAL_ACTIVATION', radioId })).path).toMatch(
      /^\/activate\/trial\?tkn=oet1\./,
    );
    expect(
      (await linkFor(caller, { type: 'TRIAL_ACTIVATION', radioId, page: 'targeted-oem' })).path,
    ).toMatch(/^\/activate\/trial\/targeted-oem\?tkn=/);
    expect((await linkFor(caller, { type: 'AST', radioId: TRIAL_DEMO_RADIOS.usAst })).path).toMatch(
      /^\/activate\/trial\/ast\?token=/,
    );
    expect(
      (await linkFor(caller, { type: 'SLOC', radioId: TRIAL_DEMO_RADIOS.slocUnregistered })).path,
    ).toMatch(/^\/subscribe\/oneclick\?cna_id=/);
    const dealer = await linkFor(caller, {
      type: 'SLTC',
      corpId: TRIAL_DEMO_DEALERS.us.corpId,
      radioId: TRIAL_DEMO_RADIOS.dealerByToken,
    });
    expect(dealer.path).toMatch(/^\/activate\/trial\/service-lane\?corpid=4100123&tkn=/);
    const refused = await caller.get(
      `/dev/entry-token?type=SLTC&corpId=${TRIAL_DEMO_DEALERS.ca.corpId}&brandingType=SLTC_USED_CAR&radioId=${TRIAL_DEMO_RADIOS.caDealerRadio}`,
    );
    expect(refused.statusCode).toBe(400);
  });

  it('refuses a token of another kind, a forged one and an expired one with one body', async () => {
    const caller = await careCaller();
    const radioId = TRIAL_DEMO_RADIOS.usEligible;
    const now = caller.clock.now();
    const sales = await signEntryToken(
      caller.db,
      { type: 'SALES_AUDIO', radioId, expiresAt: new Date(now.getTime() + DAY_MS) },
      now,
    );
    const ast = (await linkFor(caller, { type: 'AST', radioId })).token;
    const trial = (await linkFor(caller, { type: 'TRIAL_ACTIVATION', radioId })).token;
    const bodies = [];
    // The second-to-last character: the last one of a base64url signature may carry padding bits only.
    const forged = `${trial.slice(0, -2)}${trial.at(-2) === 'A' ? 'B' : 'A'}${trial.at(-1)}`;
    for (const token of [sales, ast, forged]) {
      const response = await caller.post(OFFER, { token });
      careError(response, 400, 'INVALID_TOKEN');
      bodies.push(response.json().error);
    }
    caller.clock.advanceSeconds(31 * 86_400);
    await caller.newSession();
    const expired = await caller.post(OFFER, { token: trial });
    careError(expired, 400, 'INVALID_TOKEN');
    bodies.push(expired.json().error);
    expect(new Set(bodies.map((body) => JSON.stringify(body))).size).toBe(1);
    // And the targeted checkout refuses a trial link.
    const entry = await caller.post('/services/identification/token', {
      token: trial,
      tokenType: 'SALES_AUDIO',
    });
    expect(entry.statusCode).toBe(400);
  });
});

describe('GET /services/trial/partners/:corpId and /trial/sltc-token/:token', () => {
  it('answers a dealer’s branding, 404 PARTNER_NOT_FOUND for an unknown one', async () => {
    const caller = await careCaller();
    const dealer = careData(
      await caller.get(`/services/trial/partners/${TRIAL_DEMO_DEALERS.us.corpId}`),
      careDealerSchema,
    );
    expect(dealer).toEqual({
      corpId: '4100123',
      name: 'Lakeside Toyota',
      country: 'US',
      brandingTypes: ['SLTC_SERVICE_LANE', 'SLTC_USED_CAR'],
      accentColor: '#0b5394',
      tagline: 'Service department',
    });
    careError(await caller.get('/services/trial/partners/999999'), 404, 'PARTNER_NOT_FOUND');
  });

  it('prefills a dealer link, and says when the trial is on an account already', async () => {
    const caller = await careCaller();
    const { token } = await linkFor(caller, {
      type: 'SLTC',
      corpId: TRIAL_DEMO_DEALERS.us.corpId,
      brandingType: 'SLTC_USED_CAR',
      radioId: TRIAL_DEMO_RADIOS.dealerByToken,
    });
    const prefill = careData(
      await caller.get(`/services/trial/sltc-token/${token}`),
      careSltcTokenResultSchema,
    );
    expect(prefill).toMatchObject({
      prefillStatus: 'PREFILLED',
      corpId: '4100123',
      brandingType: 'SLTC_USED_CAR',
      last4DigitsOfRadioId: '0404',
      vehicle: { year: 2019, make: 'Toyota', model: '4Runner' },
    });
    careError(await caller.get('/services/trial/sltc-token/oet1.nope.x'), 400, 'INVALID_TOKEN');
  });
});

describe('POST /services/trial-activation/offer', () => {
  it('CLAIMABLE by a link: the trial, a deviceRef and the record of sale’s prefill', async () => {
    const caller = await careCaller();
    const { radioId } = await trialRadio(caller.db, caller.clock.now(), { sale: true });
    const offer = await offerByToken(caller, radioId);
    if (offer.outcome !== 'CLAIMABLE') throw new Error(offer.outcome);
    expect(offer.trial).toMatchObject({
      planCode: 'US_SAT_AA_TRIAL_12MO',
      months: 12,
      program: 'OEM',
      endsOn: null,
      oemBranding: 'TOYOTA',
    });
    expect(offer.lifecycleState).toBe('TRIAL_ELIGIBLE');
    expect(offer.prefill).toMatchObject({
      firstName: 'Avery',
      lastName: 'Lindqvist',
      serviceAddress: { city: 'Minneapolis', state: 'MN', postalCode: '55401' },
    });
    expect(offer.deviceRef).toMatch(/^orad_/);
  });

  it('CLAIMABLE by a deviceRef of this session: no prefill; another session’s: 404', async () => {
    const caller = await careCaller();
    const now = caller.clock.now();
    const { radioId } = await trialRadio(caller.db, now, { sale: true, offer: 'running' });
    const deviceRef = await issueDeviceRef(caller.db, {
      radioId,
      careSessionId: await sessionIdOf(caller),
      now,
    });
    const offer = careData(await caller.post(OFFER, { deviceRef }), careTrialOfferResultSchema);
    if (offer.outcome !== 'CLAIMABLE') throw new Error(offer.outcome);
    expect(offer.prefill).toBeNull();
    expect(offer.lifecycleState).toBe('TRIAL_NOT_CLAIMED');
    // A trial running since the sale 30 days ago ends twelve months after it.
    const sold = new Date(now.getTime() - 30 * DAY_MS);
    const ends = new Date(sold);
    ends.setUTCMonth(ends.getUTCMonth() + 12);
    expect(offer.trial.endsOn).toBe(ends.toISOString().slice(0, 10));
    await caller.newSession();
    careError(await caller.post(OFFER, { deviceRef }), 404, 'DEVICE_NOT_FOUND');
  });

  it('answers each refusal as its outcome', async () => {
    const caller = await careCaller();
    const now = caller.clock.now();
    const expired = await trialRadio(caller.db, now, { offer: 'expired' });
    const demo = await trialRadio(caller.db, now, { isDemo: true });
    const nothing = await trialRadio(caller.db, now, { offer: 'none' });
    const noProgram = await trialRadio(caller.db, now, { offer: 'none', oemBranding: null });
    const outcomes = {
      expired: (await offerByToken(caller, expired.radioId)).outcome,
      demo: (await offerByToken(caller, demo.radioId)).outcome,
      nothing: (await offerByToken(caller, nothing.radioId)).outcome,
      noProgram: (await offerByToken(caller, noProgram.radioId)).outcome,
      selfPay: (await offerByToken(caller, TRIAL_DEMO_RADIOS.selfPay)).outcome,
      inactive: (await offerByToken(caller, TRIAL_DEMO_RADIOS.inactive)).outcome,
    };
    expect(outcomes).toEqual({
      expired: 'TRIAL_EXPIRED',
      demo: 'CANT_BE_COMPLETED_ONLINE',
      nothing: 'NOT_ELIGIBLE',
      noProgram: 'CANT_BE_COMPLETED_ONLINE',
      selfPay: 'ALREADY_ACTIVE_SELF_PAY',
      inactive: 'NOT_ELIGIBLE',
    });
  });

  it('ALREADY_CLAIMED once the trial is on an account, with its end', async () => {
    const caller = await careCaller();
    const { radioId } = await trialRadio(caller.db, caller.clock.now(), { sale: true });
    const offer = await offerByToken(caller, radioId);
    if (offer.outcome !== 'CLAIMABLE') throw new Error(offer.outcome);
    const claimed = careData(
      await caller.post(
        '/services/trial-activation/new-account',
        {
          deviceRef: offer.deviceRef,
          planCode: offer.trial.planCode,
          customer: {
            firstName: 'Avery',
            lastName: 'Lindqvist',
            email: `avery.${radioId.toLowerCase()}@orbitradio.test`,
            phone: '(612) 555-0142',
            serviceAddress: {
              streetAddress: '410 Nicollet Mall',
              city: 'Minneapolis',
              state: 'MN',
              postalCode: '55401',
            },
          },
          languagePreference: 'en-US',
          agreementAccepted: true,
          transactionId: `txn-${radioId}`,
        },
        { 'idempotency-key': `txn-${radioId}` },
      ),
      careTrialActivationSchema,
    );
    expect(claimed).toMatchObject({
      status: 'SUCCESS',
      planCode: 'US_SAT_AA_TRIAL_12MO',
      isEligibleForRegistration: true,
      isUserNameSameAsEmail: false,
    });
    const again = await offerByToken(caller, radioId);
    expect(again).toMatchObject({
      outcome: 'ALREADY_CLAIMED',
      lifecycleState: 'TRIAL_CLAIMED',
      trialEndsOn: claimed.trialEndDate,
    });
  });
});
