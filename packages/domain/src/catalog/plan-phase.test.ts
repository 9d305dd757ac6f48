import { describe, expect, it } from 'vitest';
import { isPrepaidPlanType, phaseOfPlanType } from './plan-phase.ts';

describe('plan type → phase (spec 001 §4)', () => {
  it.each([
    ['TRIAL', 'trial', false],
    ['TRIAL_EXT', 'trial', false],
    ['TRIAL_EXT_RTC', 'trial', false],
    ['TRIAL_RTP', 'trial', false],
    ['TRIAL_GGLE', 'trial', false],
    ['PROMO', 'promo', true],
    ['PROMO_MCP', 'promo', false],
    ['SELF_PAY', 'fullPrice', false],
    ['RTP_OFFER', 'fullPrice', false],
    ['trial', 'fullPrice', false],
    ['TRIAL_OTHER', 'fullPrice', false],
    ['', 'fullPrice', false],
  ])('%j is %s, prepaid %s', (planType, phase, prepaid) => {
    expect(phaseOfPlanType(planType)).toBe(phase);
    expect(isPrepaidPlanType(planType)).toBe(prepaid);
  });
});
