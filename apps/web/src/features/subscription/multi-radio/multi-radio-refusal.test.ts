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

describe('what a refused multi-radio order means', () => {
  it('a radio named by the refusal goes back to plans with its reason', () => {
    expect(
      multiRadioRefusalOf(failure({ code: 'RADIO_NOT_ELIGIBLE', extras: { deviceId: 'dev_3' } })),
    ).toEqual({ kind: 'refused', radio: { deviceId: 'dev_3', reason: 'RADIO_NOT_ELIGIBLE' } });
  });

  it('a declined card is the card’s, anything else unexpected, a timed-out session stops', () => {
    expect(multiRadioRefusalOf(failure({ code: 'CARD_DECLINED', status: 402 }))).toEqual({
      kind: 'card',
    });
    expect(multiRadioRefusalOf(failure({ code: 'HTTP_500', status: 500 }))).toEqual({
      kind: 'unexpected',
    });
    expect(multiRadioRefusalOf(failure({ kind: 'sessionTimedOut' }))).toEqual({ kind: 'stopped' });
  });
});
