import { describe, expect, it } from 'vitest';
import {
  MAX_INVALID_RADIO_ID_OR_VIN_ATTEMPTS,
  USED_CAR_ELIGIBILITY_CODES,
  usedCarEligibilityOutcome,
} from './used-car-eligibility.ts';

describe('used-car eligibility codes (spec 000 §8, reference §1.4)', () => {
  it.each([
    ['101', 'The device has no OEM branding.', 'redirect', 'flepz'],
    ['103', 'The VIN has no radio id.', 'redirect', 'streaming'],
    ['106', 'Radio id not found.', 'inline', undefined],
    ['107', 'The radio id already has a paid subscription.', 'inline', undefined],
    ['109', 'Active trial without follow-on plan.', 'redirect', 'flepz'],
    ['110', 'Active trial with follow-on plan.', 'inline', undefined],
    ['111', 'Active used-car trial without follow-on plan.', 'redirect', 'flepz'],
    ['112', 'Expired trial.', 'redirect', 'flepz'],
    ['113', 'Inactive but active within the past 12 months.', 'redirect', 'flepz'],
    ['114', 'New-car demo, not eligible, cannot be activated online.', 'inline', undefined],
    ['3494', 'Invalid radio id or VIN.', 'inline', undefined],
    ['5035', 'Device not audio capable.', 'redirect', 'streaming'],
  ])('%s: %s (%s %s)', (code, meaning, handling, target) => {
    const outcome = usedCarEligibilityOutcome(code);
    expect(outcome).toMatchObject({ code, known: true, meaning, handling });
    expect(outcome.target).toBe(target);
  });

  it('lists exactly the twelve codes of the spec', () => {
    expect(USED_CAR_ELIGIBILITY_CODES.map((entry) => entry.code)).toEqual([
      '101',
      '103',
      '106',
      '107',
      '109',
      '110',
      '111',
      '112',
      '113',
      '114',
      '3494',
      '5035',
    ]);
  });

  it.each([999, '0', '', 'ABC', '102'])('reads %j as an unspecified business error', (code) => {
    expect(usedCarEligibilityOutcome(code)).toEqual({
      code: String(code),
      known: false,
      meaning: 'Unspecified business error.',
      handling: 'inline',
    });
  });

  it('accepts numeric codes and allows three invalid attempts', () => {
    expect(usedCarEligibilityOutcome(3494).known).toBe(true);
    expect(MAX_INVALID_RADIO_ID_OR_VIN_ATTEMPTS).toBe(3);
  });
});
