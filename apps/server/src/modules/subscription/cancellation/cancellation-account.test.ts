import { careAccountSchema, careSuccessSchema } from '@orbit/domain';
import { describe, expect, it } from 'vitest';
import { ORBIT_OWNER } from '../../../testing/care-caller.ts';
import { createFakeClock } from '../../../testing/fake-clock.ts';
import { CARE, cancellationSetUp, dataOf, STREAMING } from './cancellation.testing.ts';

const accountOf = (response: { json(): unknown }) =>
  careSuccessSchema(careAccountSchema).parse(response.json()).data;

describe('the account after a cancellation', () => {
  it('shows a pending cancellation with its end date and no renewal, then Closed once it ends', async () => {
    const clock = createFakeClock(new Date('2026-04-09T20:00:00Z'));
    const { post, cancel } = await cancellationSetUp({ clock });
    const before = accountOf(await post('/services/account', {}));
    expect(before.subscriptions[0]).toMatchObject({
      renewalDate: '2026-04-10',
      isCancelledAtEndOfCurrentTerm: false,
      serviceEndsOn: null,
    });
    dataOf(await cancel({ subscriptionId: STREAMING.subscriptionId }));
    const pending = accountOf(await post('/services/account', {}));
    expect(pending.subscriptions[0]).toMatchObject({
      status: 'Active',
      isCancelledAtEndOfCurrentTerm: true,
      renewalDate: null,
      serviceEndsOn: '2026-04-10',
    });
    clock.advanceSeconds(5 * 3600);
    const ended = accountOf(await post('/services/account', {}));
    expect(ended.subscriptions[0]).toMatchObject({
      status: 'Closed',
      isActive: false,
      isCancelledAtEndOfCurrentTerm: false,
      renewalDate: null,
      serviceEndsOn: null,
    });
  });

  it('keeps a cancelled trial: it renews into its paid plan at the trial’s end again', async () => {
    const { post, cancel } = await cancellationSetUp({
      as: { handle: ORBIT_OWNER.username, password: ORBIT_OWNER.password },
    });
    const trialOf = async () =>
      accountOf(await post('/services/account', {})).subscriptions.find(
        (subscription) => subscription.id === 'sub_seed_trial_0004',
      );
    dataOf(await cancel({ subscriptionId: 'sub_seed_trial_0004' }));
    expect(await trialOf()).toMatchObject({ renewalDate: null, serviceEndsOn: '2027-01-20' });
    expect(dataOf(await post(CARE.revoke, { subscriptionId: 'sub_seed_trial_0004' }))).toEqual({
      subscriptionId: 'sub_seed_trial_0004',
      renewsOn: '2027-01-20',
    });
    expect(await trialOf()).toMatchObject({ renewalDate: '2027-01-20', serviceEndsOn: null });
  });
});
