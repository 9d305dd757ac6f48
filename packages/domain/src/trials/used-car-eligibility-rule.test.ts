import { describe, expect, it } from 'vitest';
import {
  type UsedCarFacts,
  type UsedCarLastService,
  usedCarEligibilityOf,
} from './used-car-eligibility-rule.ts';

const now = new Date('2026-06-15T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);

/** A used car's radio that may take the trial: a car maker's, never served. */
const eligibleRadio = {
  found: true,
  audioCapable: true,
  demo: false,
  oemBranding: 'TOYOTA',
  lifecycle: 'VEHICLE_NOT_FOUND',
  runningTrialProgram: null,
  lastService: null,
  now,
} as const satisfies UsedCarFacts;

const lastService = (over: Partial<UsedCarLastService> = {}): UsedCarLastService => ({
  endedAt: daysAgo(60),
  wasExpiredTrial: false,
  cnaMatches: true,
  ...over,
});

const codeOf = (facts: UsedCarFacts) => {
  const answer = usedCarEligibilityOf(facts);
  return answer.eligible ? 'SUCCESS' : answer.code;
};

describe('usedCarEligibilityOf', () => {
  it('answers 106 for nothing known and 103 for a VIN sold without a radio', () => {
    expect(codeOf({ found: false, vinWithoutRadio: false })).toBe('106');
    expect(codeOf({ found: false, vinWithoutRadio: true })).toBe('103');
  });

  it('reads the device before the service: 5035, then 114, then 101', () => {
    const everything = { ...eligibleRadio, audioCapable: false, demo: true, oemBranding: null };
    expect(codeOf({ ...everything, lifecycle: 'SELF_PAY' })).toBe('5035');
    expect(codeOf({ ...everything, audioCapable: true, lifecycle: 'SELF_PAY' })).toBe('114');
    expect(codeOf({ ...everything, audioCapable: true, demo: false, lifecycle: 'SELF_PAY' })).toBe(
      '101',
    );
    expect(codeOf({ ...eligibleRadio, oemBranding: '  ' })).toBe('101');
  });

  it('refuses a radio with service running: 107, 110, 111 for a used-car program, else 109', () => {
    expect(codeOf({ ...eligibleRadio, lifecycle: 'SELF_PAY' })).toBe('107');
    expect(codeOf({ ...eligibleRadio, lifecycle: 'TRIAL_WITH_FOLLOW_ON' })).toBe('110');
    for (const lifecycle of ['TRIAL_CLAIMED', 'TRIAL_NOT_CLAIMED'] as const) {
      expect(codeOf({ ...eligibleRadio, lifecycle, runningTrialProgram: 'OEM' })).toBe('109');
      expect(codeOf({ ...eligibleRadio, lifecycle, runningTrialProgram: 'RTP' })).toBe('111');
      expect(codeOf({ ...eligibleRadio, lifecycle, runningTrialProgram: 'SLTC_USED_CAR' })).toBe(
        '111',
      );
      expect(codeOf({ ...eligibleRadio, lifecycle, runningTrialProgram: null })).toBe('109');
    }
  });

  it('sends a recent customer back to their account: 112 for an expired trial, else 113', () => {
    const inactive = { ...eligibleRadio, lifecycle: 'INACTIVE' } as const;
    expect(codeOf({ ...inactive, lastService: lastService() })).toBe('113');
    expect(codeOf({ ...inactive, lastService: lastService({ wasExpiredTrial: true }) })).toBe(
      '112',
    );
  });

  it('lets a new owner or an old service through: CNA not matching, or ended over 12 months ago', () => {
    const inactive = { ...eligibleRadio, lifecycle: 'INACTIVE' } as const;
    expect(codeOf({ ...inactive, lastService: lastService({ cnaMatches: false }) })).toBe(
      'SUCCESS',
    );
    expect(
      codeOf({
        ...inactive,
        lastService: lastService({ wasExpiredTrial: true, cnaMatches: false }),
      }),
    ).toBe('SUCCESS');
    expect(codeOf({ ...inactive, lastService: lastService({ endedAt: daysAgo(366) }) })).toBe(
      'SUCCESS',
    );
    expect(codeOf({ ...inactive, lastService: lastService({ endedAt: daysAgo(360) }) })).toBe(
      '113',
    );
    expect(codeOf({ ...inactive, lastService: null })).toBe('SUCCESS');
  });

  it('lets a never-served or trial-eligible radio through', () => {
    expect(codeOf(eligibleRadio)).toBe('SUCCESS');
    expect(codeOf({ ...eligibleRadio, lifecycle: 'TRIAL_ELIGIBLE' })).toBe('SUCCESS');
  });
});
