import { describe, expect, it } from 'vitest';
import type { Failure } from '../../../shared/errors/index.ts';
import { multiRadioRefusalOf } from './multi-radio-refusal.ts';

function failure(overrides: Partial<Failure>): Failure {
  return {
    kind: 'refused',
    code: 'UNEXPECTED',
    status: 400,
    messageKey: undefined,
    fieldErrors: [],
    extras: {},
    requestId: undefined,
    source: 'care',
    error: new Error('refused'),
    ...overrides,
  };
}

const radios = [
  { deviceRef: 'ref_1', planCode: 'US_SAT_AA_MO' },
  { deviceRef: 'ref_2', planCode: 'US_SAT_MS_MO' },
];

describe('what a refused multi-radio order means', () => {
  it('a radio named by the refusal goes back to plans with its reason', () => {
    const refused = failure({
      code: 'INELIGIBLE_FOR_OFFER',
      status: 409,
      fieldErrors: [{ fieldName: 'radios.1', errorCode: 'INVALID' }],
    });
    expect(multiRadioRefusalOf(refused, radios)).toEqual({
      kind: 'refused',
      radio: { deviceRef: 'ref_2', reason: 'INELIGIBLE_FOR_OFFER' },
    });
    const offerGone = failure({
      code: 'OFFER_NOT_FOUND',
      status: 404,
      fieldErrors: [{ fieldName: 'radios.0.planCode', errorCode: 'INVALID' }],
    });
    expect(multiRadioRefusalOf(offerGone, radios)).toEqual({
      kind: 'refused',
      radio: { deviceRef: 'ref_1', reason: 'OFFER_NOT_FOUND' },
    });
  });

  it('a declined card is the card’s, anything else unexpected, a timed-out session stops', () => {
    expect(multiRadioRefusalOf(failure({ code: 'CARD_DECLINED', status: 402 }), radios)).toEqual({
      kind: 'card',
    });
    expect(multiRadioRefusalOf(failure({ code: 'HTTP_500', status: 500 }), radios)).toEqual({
      kind: 'unexpected',
    });
    expect(multiRadioRefusalOf(failure({ kind: 'sessionTimedOut' }), radios)).toEqual({
      kind: 'stopped',
    });
  });
});
