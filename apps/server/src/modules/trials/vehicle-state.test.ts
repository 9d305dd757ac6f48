import { describe, expect, it } from 'vitest';
import type { RadioRow, SubscriptionPhaseRow, VehicleTrialRow } from '../../db/schema/index.ts';
import type { SubscriptionWithPhases } from '../identification/index.ts';
import type { VehicleRecord } from './vehicle-record.ts';
import { partnerStateOf, vehicleLifecycleAt } from './vehicle-state.ts';

const now = new Date('2026-06-15T12:00:00Z');
const days = (count: number) => new Date(now.getTime() + count * 86_400_000);

const radio: RadioRow = {
  radioId: 'UC000900',
  accountNumber: null,
  deviceType: 'car',
  vin: null,
  licensePlate: null,
  plateState: null,
  make: null,
  model: null,
  year: null,
  nickname: null,
  oemBranding: 'LUMEN',
  isDemo: false,
  audioCapable: true,
  deviceSource: 'SMS',
  createdAt: days(-400),
};

type PhaseSeed = { planType: string; from: Date; to: Date | null };

function subscription(
  status: 'Active' | 'Closed',
  phases: PhaseSeed[],
  id = 'sub_1',
): SubscriptionWithPhases {
  return {
    id,
    accountNumber: '71000900',
    radioId: radio.radioId,
    planCode: 'US_SAT_AA_MO',
    packageId: 'SXM_ALL_ACCESS',
    serviceType: 'satellite',
    status,
    commerceState: 'active',
    source: 'internal',
    billingProfileId: null,
    streamingIdentityId: null,
    startedAt: phases[0]?.from ?? days(-1),
    endsAt: null,
    cancelledAt: null,
    createdAt: days(-400),
    updatedAt: days(-400),
    phases: phases.map(
      (phase, position): SubscriptionPhaseRow => ({
        id: `${id}_${position}`,
        subscriptionId: id,
        position,
        phase: phase.planType.startsWith('TRIAL') ? 'trial' : 'fullPrice',
        planType: phase.planType,
        startsAt: phase.from,
        endsAt: phase.to,
        termMonths: 1,
        priceMinor: 0,
        currency: 'USD',
        isPrepaid: false,
        offerId: 'US_SAT_AA_MO',
      }),
    ),
  };
}

function offer(over: Partial<VehicleTrialRow> = {}): VehicleTrialRow {
  return {
    id: 'vtr_1',
    radioId: radio.radioId,
    program: 'OEM',
    planCode: 'US_SAT_AA_TRIAL_12MO',
    corpId: null,
    saleId: null,
    claimableUntil: days(30),
    startedAt: null,
    claimedAt: null,
    claimedSubscriptionId: null,
    claimedAccountNumber: null,
    createdAt: days(-10),
    ...over,
  };
}

const record = (over: Partial<VehicleRecord> = {}): VehicleRecord => ({
  radio,
  subscriptions: [],
  openTrial: undefined,
  claimedTrials: [],
  sale: undefined,
  ...over,
});

const trial = { planType: 'TRIAL', from: days(-10), to: days(80) };

describe('partnerStateOf and vehicleLifecycleAt', () => {
  it('reads a trial running on a subscription as claimed, or followOn with a paid phase after it', () => {
    const claimed = record({ subscriptions: [subscription('Active', [trial])] });
    expect(partnerStateOf(claimed, now)).toEqual({ status: 'trial', trialPhase: 'claimed' });
    expect(vehicleLifecycleAt(claimed, now)).toBe('TRIAL_CLAIMED');
    const followOn = record({
      subscriptions: [
        subscription('Active', [trial, { planType: 'SELF_PAY', from: days(80), to: null }]),
      ],
    });
    expect(partnerStateOf(followOn, now)).toEqual({ status: 'trial', trialPhase: 'followOn' });
    expect(vehicleLifecycleAt(followOn, now)).toBe('TRIAL_WITH_FOLLOW_ON');
  });

  it('reads a running paid plan as selfPay', () => {
    const paid = record({
      subscriptions: [
        subscription('Active', [{ planType: 'SELF_PAY', from: days(-90), to: null }]),
      ],
    });
    expect(partnerStateOf(paid, now)).toEqual({ status: 'selfPay' });
    expect(vehicleLifecycleAt(paid, now)).toBe('SELF_PAY');
  });

  it('reads an open offer: started at the sale → anonymous trial, not started → trialEligible', () => {
    const anonymous = record({ openTrial: offer({ startedAt: days(-5) }) });
    expect(partnerStateOf(anonymous, now)).toEqual({ status: 'trial', trialPhase: 'anonymous' });
    expect(vehicleLifecycleAt(anonymous, now)).toBe('TRIAL_NOT_CLAIMED');
    const eligible = record({ openTrial: offer() });
    expect(vehicleLifecycleAt(eligible, now)).toBe('TRIAL_ELIGIBLE');
    const startsLater = record({ openTrial: offer({ startedAt: days(5) }) });
    expect(vehicleLifecycleAt(startsLater, now)).toBe('TRIAL_ELIGIBLE');
  });

  it('reads any past service, or an offer past its claim date, as inactive', () => {
    const ended = record({
      subscriptions: [
        subscription('Closed', [{ planType: 'TRIAL', from: days(-100), to: days(-10) }]),
      ],
    });
    expect(vehicleLifecycleAt(ended, now)).toBe('INACTIVE');
    const lapsed = record({ openTrial: offer({ claimableUntil: days(-1) }) });
    expect(vehicleLifecycleAt(lapsed, now)).toBe('INACTIVE');
    const claimedOnce = record({ claimedTrials: [offer({ claimedAt: days(-200) })] });
    expect(vehicleLifecycleAt(claimedOnce, now)).toBe('INACTIVE');
    // An Active subscription whose last phase ended (nothing renewed it) is not running.
    const runOut = record({
      subscriptions: [
        subscription('Active', [{ planType: 'TRIAL', from: days(-100), to: days(-1) }]),
      ],
    });
    expect(vehicleLifecycleAt(runOut, now)).toBe('INACTIVE');
  });

  it('answers VEHICLE_NOT_FOUND for a radio nobody ever served or offered a trial', () => {
    expect(partnerStateOf(record(), now)).toEqual({ status: 'unknown' });
    expect(vehicleLifecycleAt(record(), now)).toBe('VEHICLE_NOT_FOUND');
  });
});
