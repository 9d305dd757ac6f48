import type { PresentedOffer } from '@orbit/domain';
import { STREAMING_TRIAL_OFFER } from '@orbit/domain/testing';
import { usd } from './care-account-fakes.ts';

/** Offers as the care API presents them, for any feature's tests: the streaming trial by default. */
export function streamingOffer(overrides: Partial<PresentedOffer> = {}): PresentedOffer {
  return { ...STREAMING_TRIAL_OFFER, ...overrides };
}

export const FALLBACK_OFFER = streamingOffer({
  planCode: 'STREAM_PLAT_MONTHLY',
  type: 'SelfPay',
  phases: [
    {
      type: 'AutoRenewing',
      duration: { kind: 'infinite' },
      billingPeriod: { unit: 'months', count: 1 },
      price: { total: usd(1099) },
    },
  ],
  price: usd(1099),
  newSubscribersOnly: false,
  fallbackReason: 'INELIGIBLE',
});
