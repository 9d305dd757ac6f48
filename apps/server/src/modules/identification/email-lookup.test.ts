import { careCustomerEmailResultSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { CA_HOST, careCaller, careData, careError } from '../../testing/care-caller.ts';
import { captchaRequired, solvedCaptcha } from '../../testing/human-checks.ts';

const LOOKUP = '/services/identity/customer/email';

describe('POST /services/identity/customer/email', () => {
  it("lists the owner's trial and streaming-included subscriptions, masked", async () => {
    const caller = await careCaller();
    const found = careData(
      await caller.post(LOOKUP, { email: 'Owner@OrbitRadio.test' }),
      careCustomerEmailResultSchema,
    );
    expect(found).toEqual({
      streamingSubscriptions: [
        {
          maskedEmail: 'o******@orbitradio.test',
          planName: 'Platinum',
          subscriptionId: 'sub_seed_active_0003',
        },
      ],
      trialSubscriptions: [
        {
          maskedEmail: 'o******@orbitradio.test',
          planName: 'All Access',
          subscriptionId: 'sub_seed_trial_0004',
          radioIdLastFour: '0004',
        },
      ],
    });
    expect(JSON.stringify(found)).not.toContain('owner@');
  });

  it('lists a streaming subscriber, and nothing for an unknown email or a closed account', async () => {
    const caller = await careCaller();
    const listener = careData(
      await caller.post(LOOKUP, { email: 'listener@orbitradio.test' }),
      careCustomerEmailResultSchema,
    );
    expect(listener.streamingSubscriptions).toEqual([
      {
        maskedEmail: 'l******@orbitradio.test',
        planName: 'Streaming Platinum',
        subscriptionId: 'sub_seed_streaming_0006',
      },
    ]);
    const empty = { streamingSubscriptions: [], trialSubscriptions: [] };
    for (const email of ['nobody@orbitradio.test', 'casey.morgan@orbitradio.test']) {
      expect(careData(await caller.post(LOOKUP, { email }), careCustomerEmailResultSchema)).toEqual(
        empty,
      );
    }
  });

  it('answers only for accounts of the market of the site', async () => {
    const ca = await careCaller({ host: CA_HOST });
    expect(
      careData(
        await ca.post(LOOKUP, { email: 'owner@orbitradio.test' }),
        careCustomerEmailResultSchema,
      ),
    ).toEqual({ streamingSubscriptions: [], trialSubscriptions: [] });
  });

  it('asks for a human check past 10 lookups of one email an hour; limits each address', async () => {
    const caller = await careCaller();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await caller.post(LOOKUP, { email: 'owner@orbitradio.test' })).statusCode).toBe(200);
    }
    captchaRequired(await caller.post(LOOKUP, { email: 'OWNER@orbitradio.test' }));
    const proof = await solvedCaptcha(caller.post);
    careData(
      await caller.post(LOOKUP, { email: 'owner@orbitradio.test', ...proof }),
      careCustomerEmailResultSchema,
    );
    const perAddress = await careCaller({ env: { IDENTITY_LOOKUPS_PER_IP_PER_MINUTE: '2' } });
    await perAddress.post(LOOKUP, { email: 'a@orbitradio.test' });
    await perAddress.post(LOOKUP, { email: 'b@orbitradio.test' });
    careError(
      await perAddress.post(LOOKUP, { email: 'c@orbitradio.test' }),
      429,
      'RATE_LIMIT_EXCEEDED',
    );
  });

  it('refuses a missing email', async () => {
    const caller = await careCaller();
    const error = careError(await caller.post(LOOKUP, {}), 400, 'INVALID_PAYLOAD');
    expect(error.fieldErrors).toEqual([{ errorCode: 'REQUIRED', fieldName: 'email' }]);
  });
});
