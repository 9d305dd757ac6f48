import type { PresentedOffer } from '../catalog/index.ts';

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' as const });

/**
 * The offer the streaming checkout's tests start from: Platinum streaming, three months free,
 * then $10.99 a month, for new subscribers (the answer of `offers` for program code
 * USTPSRTP3MOFREE). Tests of the SDK and the web app share it through `@orbit/domain/testing`.
 */
export const STREAMING_TRIAL_OFFER: PresentedOffer = {
  planCode: 'STREAM_PLAT_3MO_FREE',
  packageId: 'SXM_PLATINUM',
  packageName: 'Platinum',
  serviceType: 'streaming',
  type: 'Trial',
  baseTerm: 'Monthly',
  phases: [
    {
      type: 'Free',
      duration: { kind: 'finite', months: 3 },
      billingPeriod: { unit: 'months', count: 1 },
      price: { total: usd(0) },
    },
    {
      type: 'AutoRenewing',
      duration: { kind: 'infinite' },
      billingPeriod: { unit: 'months', count: 1 },
      price: { total: usd(1099) },
    },
  ],
  price: usd(0),
  renewalPrice: usd(1099),
  renewalTermMonths: 1,
  activationFee: null,
  royaltyFeeApplies: true,
  newSubscribersOnly: true,
  campaignId: 'stream_3mo_free',
  deal: null,
  fallbackReason: null,
};
