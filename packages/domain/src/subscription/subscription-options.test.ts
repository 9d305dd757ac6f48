import { describe, expect, it } from 'vitest';
import { regionsOf } from '../geography/regions.ts';
import {
  modifySubscriptionOptionsSchema,
  RECENT_PURCHASE_HOURS,
  type SubscriptionFacts,
  type SubscriptionOptionsContext,
  subscriptionOptionsOf,
} from './subscription-options.ts';

const now = new Date('2026-11-26T15:00:00Z');
const context: SubscriptionOptionsContext = {
  now,
  purchaseChannelDataCutoff: new Date('2019-01-01T00:00:00Z'),
};
const HOUR_MS = 3_600_000;

/** A satellite plan bought at a dealer a month ago, in Texas. */
const dealerSatellite: SubscriptionFacts = {
  kind: 'satellite',
  locale: 'en-US',
  state: 'active',
  phase: 'fullPrice',
  boughtOnline: false,
  activatedAt: new Date('2024-05-01T00:00:00Z'),
  purchasedAt: new Date('2026-10-26T15:00:00Z'),
  serviceRegion: { country: 'us', code: 'TX' },
  uncancelledZeroCostRtpPlans: null,
  pvipSubscriptions: 0,
};
/** The same without a service address, where the legacy rules still decide. */
const noAddress: SubscriptionFacts = { ...dealerSatellite, serviceRegion: null };

const optionsOf = (facts: SubscriptionFacts, settings = context) => {
  const result = subscriptionOptionsOf(facts, settings);
  expect(modifySubscriptionOptionsSchema.parse(result)).toEqual(result);
  return result;
};
const cancelInfo = (facts: SubscriptionFacts, settings = context) =>
  optionsOf(facts, settings).cancelSubscriptionOptionInfo;

describe('subscriptionOptionsOf', () => {
  it('offers an active satellite plan every option and online cancellation (rule 1)', () => {
    expect(optionsOf(dealerSatellite)).toEqual({
      options: [
        'CHANGE_PLAN',
        'CHANGE_TERM',
        'REFRESH_RADIO',
        'DOWNLOAD_MANUAL',
        'REPLACE_RADIO',
        'TRANSFER_SUBSCRIPTION',
        'CANCEL_SUBSCRIPTION',
      ],
      cancelSubscriptionOptionInfo: {
        showViewOffer: true,
        showTransferRadio: true,
        showCancelOnline: true,
        showCancelViaChat: true,
        triggeredRuleId: 1,
      },
    });
  });

  it('offers replacing the radio and moving the plan only for a paid, uncancelled plan (ADR 068)', () => {
    const moves = (facts: SubscriptionFacts) =>
      optionsOf(facts).options.filter((option) =>
        ['REPLACE_RADIO', 'TRANSFER_SUBSCRIPTION'].includes(option),
      );
    expect(moves({ ...dealerSatellite, phase: 'promo' })).toEqual([
      'REPLACE_RADIO',
      'TRANSFER_SUBSCRIPTION',
    ]);
    expect(moves({ ...dealerSatellite, phase: 'trial' })).toEqual([]);
    expect(moves({ ...dealerSatellite, state: 'pending_cancellation' })).toEqual([]);
    expect(moves({ ...dealerSatellite, kind: 'streaming' })).toEqual([]);
  });

  it('lets a customer cancel online in every state and province we sell in', () => {
    for (const country of ['us', 'ca'] as const) {
      for (const region of regionsOf(country)) {
        const info = cancelInfo({
          ...dealerSatellite,
          serviceRegion: { country, code: region.code },
        });
        expect([region.code, info.showCancelOnline, info.triggeredRuleId]).toEqual([
          region.code,
          true,
          1,
        ]);
      }
    }
  });

  it('lets every customer who bought online cancel online, whatever else is known', () => {
    const info = cancelInfo({
      ...noAddress,
      boughtOnline: true,
      activatedAt: new Date('2018-01-01T00:00:00Z'),
      purchasedAt: new Date(now.getTime() - HOUR_MS),
    });
    expect(info).toMatchObject({ showCancelOnline: true, triggeredRuleId: 1 });
  });

  it('always lets streaming-only and fr-CA customers cancel online', () => {
    const before = { ...noAddress, activatedAt: new Date('2018-01-01T00:00:00Z') };
    expect(cancelInfo({ ...before, kind: 'streaming' })).toEqual({
      showViewOffer: true,
      showTransferRadio: false,
      showCancelOnline: true,
      showCancelViaChat: true,
      triggeredRuleId: 1,
    });
    expect(cancelInfo({ ...before, locale: 'fr-CA' })).toMatchObject({
      showCancelOnline: true,
      triggeredRuleId: 1,
    });
    expect(optionsOf({ ...before, kind: 'streaming' }).options).toEqual([
      'CHANGE_PLAN',
      'CHANGE_TERM',
      'CANCEL_SUBSCRIPTION',
    ]);
  });

  it('sends an offline purchase activated before the data cutoff to chat (rule 2)', () => {
    expect(cancelInfo({ ...noAddress, activatedAt: new Date('2018-12-31T00:00:00Z') })).toEqual({
      showViewOffer: true,
      showTransferRadio: true,
      showCancelOnline: false,
      showCancelViaChat: true,
      triggeredRuleId: 2,
    });
  });

  it('sends a very recent offline purchase to chat until its records can have arrived (rule 7)', () => {
    const hoursAgo = (hours: number) => new Date(now.getTime() - hours * HOUR_MS);
    expect(
      cancelInfo({ ...noAddress, purchasedAt: hoursAgo(RECENT_PURCHASE_HOURS - 1) }),
    ).toMatchObject({ showCancelOnline: false, triggeredRuleId: 7 });
    expect(
      cancelInfo({ ...noAddress, purchasedAt: hoursAgo(RECENT_PURCHASE_HOURS) }),
    ).toMatchObject({ showCancelOnline: false, triggeredRuleId: 4 });
  });

  it('names a missing address "no online purchases" (4) and one outside our markets rule 3', () => {
    expect(cancelInfo(noAddress)).toMatchObject({ showCancelOnline: false, triggeredRuleId: 4 });
    expect(
      cancelInfo({ ...dealerSatellite, serviceRegion: { country: 'us', code: 'GU' } }),
    ).toMatchObject({ showCancelOnline: false, showCancelViaChat: true, triggeredRuleId: 3 });
  });

  it('lets the alwaysCancelOnline test flag force online cancel, keeping the rule for analytics', () => {
    expect(cancelInfo(noAddress, { ...context, alwaysCancelOnline: true })).toMatchObject({
      showCancelOnline: true,
      triggeredRuleId: 4,
    });
  });

  it('offers no cancellation on a pending cancellation or an ended plan (rule 5)', () => {
    const none = {
      showViewOffer: false,
      showTransferRadio: false,
      showCancelOnline: false,
      showCancelViaChat: false,
      triggeredRuleId: 5,
    };
    expect(optionsOf({ ...dealerSatellite, state: 'pending_cancellation' })).toEqual({
      options: ['REFRESH_RADIO', 'DOWNLOAD_MANUAL'],
      cancelSubscriptionOptionInfo: none,
    });
    expect(optionsOf({ ...dealerSatellite, state: 'closed' })).toEqual({
      options: ['DOWNLOAD_MANUAL'],
      cancelSubscriptionOptionInfo: none,
    });
  });

  it('offers nothing to cancel on a $0 RTP trial whose $0 plans are all cancelled (rule 6)', () => {
    const rtp = { ...dealerSatellite, phase: 'trial' as const };
    expect(
      optionsOf({ ...rtp, uncancelledZeroCostRtpPlans: 0 }).cancelSubscriptionOptionInfo,
    ).toMatchObject({ showCancelOnline: false, showCancelViaChat: false, triggeredRuleId: 6 });
    expect(optionsOf({ ...rtp, uncancelledZeroCostRtpPlans: 1 }).options).toContain(
      'CANCEL_SUBSCRIPTION',
    );
  });

  it('leaves out the billing term during a trial', () => {
    expect(optionsOf({ ...dealerSatellite, phase: 'trial' }).options).not.toContain('CHANGE_TERM');
    expect(optionsOf({ ...dealerSatellite, phase: 'promo' }).options).toContain('CHANGE_TERM');
  });

  it('skips retention offers for accounts with more than one PVIP subscription', () => {
    expect(cancelInfo({ ...dealerSatellite, pvipSubscriptions: 1 }).showViewOffer).toBe(true);
    expect(cancelInfo({ ...dealerSatellite, pvipSubscriptions: 2 }).showViewOffer).toBe(false);
  });
});
