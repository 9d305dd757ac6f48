import { createCareRequester, trialCalls } from '@orbit/sdk';
import { describe, expect, it } from 'vitest';
import { TRIAL_DEMO_DEALERS } from '../../../db/seed/trial-activation-radios.ts';
import { browserWithCareSession } from '../../../testing/browser-fetch.ts';
import { freshClock } from '../../../testing/identities.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { mintEntryLink } from '../../identification/index.ts';
import { trialRadio } from './trial-activation.testing.ts';

const ORIGIN = 'http://localhost';

describe('trial activation through the SDK’s trial calls, against the server', () => {
  it('reads a dealer, opens a link’s trial and claims it on a new account (Idempotency-Key sent)', async () => {
    const testApp = await createTestApp({ clock: freshClock() });
    const fetch = await browserWithCareSession(testApp.app, ORIGIN);
    const trials = trialCalls(createCareRequester({ baseUrl: `${ORIGIN}/services`, fetch }));

    const dealer = await trials.dealer({ corpId: TRIAL_DEMO_DEALERS.ca.corpId });
    expect(dealer).toMatchObject({ country: 'CA', brandingTypes: ['SLTC_SERVICE_LANE'] });

    const now = testApp.clock.now();
    const { radioId, buyer } = await trialRadio(testApp.db, now, { sale: true });
    const { token } = await mintEntryLink(
      testApp.db,
      { type: 'TRIAL_ACTIVATION', radioId, days: 30 },
      now,
    );
    const offer = await trials.trialOffer({ token });
    if (offer.outcome !== 'CLAIMABLE' || !offer.prefill) throw new Error(offer.outcome);
    const { serviceAddress, firstName, lastName } = offer.prefill;
    if (!serviceAddress || !firstName || !lastName) throw new Error('no prefill');
    const claimed = await trials.newAccount({
      deviceRef: offer.deviceRef,
      planCode: offer.trial.planCode,
      customer: { firstName, lastName, email: buyer.email, phone: buyer.phone, serviceAddress },
      languagePreference: 'en-US',
      agreementAccepted: true,
      transactionId: `sdk-claim-${radioId}`,
    });
    expect(claimed).toMatchObject({
      status: 'SUCCESS',
      radioIdLastFour: radioId.slice(-4),
      email: buyer.email,
    });
  });
});
