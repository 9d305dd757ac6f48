import { describe, expect, it } from 'vitest';
import { orderChangeKindsSchema } from './order-change-kinds.ts';
import { createOrderRequestSchema } from './orders-api.ts';

const accepts = (body: unknown) => orderChangeKindsSchema.safeParse(body).success;

describe('orderChangeKindsSchema', () => {
  it('takes a cancellation with its type and reason, trimming OTHER’s text', () => {
    expect(
      orderChangeKindsSchema.parse({
        cancelSubscription: {
          subscriptionId: 'sub_1',
          cancellationType: 'END_OF_TERM',
          reasonCode: 'OTHER',
          otherReasonText: ' moving abroad ',
        },
      }),
    ).toEqual({
      cancelSubscription: {
        subscriptionId: 'sub_1',
        cancellationType: 'END_OF_TERM',
        reasonCode: 'OTHER',
        otherReasonText: 'moving abroad',
      },
    });
    expect(
      accepts({
        cancelSubscription: {
          subscriptionId: 'sub_1',
          cancellationType: 'IMMEDIATE',
          reasonCode: 'NO_LISTENTING_OPTIONS',
        },
      }),
    ).toBe(true);
  });

  it('refuses a cancellation without OTHER’s text, with text on another reason, or an unknown type', () => {
    const cancel = { subscriptionId: 'sub_1', cancellationType: 'END_OF_TERM' };
    expect(accepts({ cancelSubscription: { ...cancel, reasonCode: 'OTHER' } })).toBe(false);
    expect(
      accepts({
        cancelSubscription: { ...cancel, reasonCode: 'EXPENSIVE', otherReasonText: 'too much' },
      }),
    ).toBe(false);
    expect(
      accepts({
        cancelSubscription: { ...cancel, cancellationType: 'LATER', reasonCode: 'EXPENSIVE' },
      }),
    ).toBe(false);
    expect(
      accepts({ cancelSubscription: { ...cancel, subscriptionId: ' ', reasonCode: 'EXPENSIVE' } }),
    ).toBe(false);
  });

  it('takes a plan switch with its flow and an optional gift card', () => {
    expect(
      accepts({
        planSwitch: { subscriptionId: 'sub_1', offerId: 'US_SAT_AA_MO', flow: 'CHANGE_PLAN' },
      }),
    ).toBe(true);
    expect(
      accepts({
        planSwitch: {
          subscriptionId: 'sub_1',
          offerId: 'US_SAT_AA_YR',
          giftCardId: 'gc_1',
          flow: 'CHANGE_TERM',
        },
      }),
    ).toBe(true);
    expect(accepts({ planSwitch: { subscriptionId: 'sub_1', offerId: 'X', flow: 'UPSELL' } })).toBe(
      false,
    );
    expect(accepts({ planSwitch: { subscriptionId: 'sub_1', flow: 'CHANGE_PLAN' } })).toBe(false);
  });

  it('takes a revoke, and exactly one kind per request', () => {
    expect(accepts({ revokeSubscriptionCancellation: { subscriptionId: 'sub_1' } })).toBe(true);
    expect(
      accepts({
        revokeSubscriptionCancellation: { subscriptionId: 'sub_1' },
        planSwitch: { subscriptionId: 'sub_1', offerId: 'X', flow: 'CHANGE_PLAN' },
      }),
    ).toBe(false);
    expect(accepts({})).toBe(false);
    expect(accepts({ revokeSubscriptionCancellation: { subscriptionId: 'sub_1', extra: 1 } })).toBe(
      false,
    );
  });

  it('is part of the order request, beside newSubscription, one kind at a time', () => {
    expect(
      createOrderRequestSchema.safeParse({
        revokeSubscriptionCancellation: { subscriptionId: 'sub_1' },
      }).success,
    ).toBe(true);
    expect(
      createOrderRequestSchema.safeParse({
        newSubscription: { offerId: 'US_STREAM_PLAT_MO' },
        revokeSubscriptionCancellation: { subscriptionId: 'sub_1' },
      }).success,
    ).toBe(false);
  });
});
