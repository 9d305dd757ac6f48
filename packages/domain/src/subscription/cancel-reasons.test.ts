import { describe, expect, it } from 'vitest';
import {
  CANCEL_REASONS,
  cancelReasonChoiceSchema,
  cancelReasonSchema,
  cancelReasonsFor,
  isCancelReasonFor,
  OTHER_REASON_TEXT_MAX,
} from './cancel-reasons.ts';

describe('cancel reasons', () => {
  it('has the seven keys, with the spec’s spelling of NO_LISTENTING_OPTIONS', () => {
    expect(CANCEL_REASONS).toHaveLength(7);
    expect(cancelReasonSchema.parse('NO_LISTENTING_OPTIONS')).toBe('NO_LISTENTING_OPTIONS');
    expect(cancelReasonSchema.safeParse('NO_LISTENING_OPTIONS').success).toBe(false);
  });

  it('offers a satellite subscription the five common reasons, OTHER last', () => {
    expect(cancelReasonsFor('satellite')).toEqual([
      'EXPENSIVE',
      'NO_LISTENTING_OPTIONS',
      'DONT_LISTEN',
      'TECHNICAL_ISSUES',
      'OTHER',
    ]);
    expect(isCancelReasonFor('satellite', 'NO_SATELLITE_RADIO')).toBe(false);
  });

  it('adds the streaming-only extras for streaming, keeping OTHER last', () => {
    expect(cancelReasonsFor('streaming')).toEqual([
      'EXPENSIVE',
      'NO_LISTENTING_OPTIONS',
      'DONT_LISTEN',
      'TECHNICAL_ISSUES',
      'NO_SATELLITE_RADIO',
      'OTHER_STREAMING_SVCS',
      'OTHER',
    ]);
    expect(isCancelReasonFor('streaming', 'OTHER_STREAMING_SVCS')).toBe(true);
  });
});

describe('cancelReasonChoiceSchema', () => {
  it('requires OTHER’s text and trims it', () => {
    expect(
      cancelReasonChoiceSchema.parse({ reasonCode: 'OTHER', otherReasonText: '  moving abroad ' }),
    ).toEqual({ reasonCode: 'OTHER', otherReasonText: 'moving abroad' });
    expect(cancelReasonChoiceSchema.safeParse({ reasonCode: 'OTHER' }).success).toBe(false);
    expect(
      cancelReasonChoiceSchema.safeParse({ reasonCode: 'OTHER', otherReasonText: '   ' }).success,
    ).toBe(false);
  });

  it('bounds OTHER’s text', () => {
    const atLimit = 'a'.repeat(OTHER_REASON_TEXT_MAX);
    expect(
      cancelReasonChoiceSchema.safeParse({ reasonCode: 'OTHER', otherReasonText: atLimit }).success,
    ).toBe(true);
    expect(
      cancelReasonChoiceSchema.safeParse({ reasonCode: 'OTHER', otherReasonText: `${atLimit}a` })
        .success,
    ).toBe(false);
  });

  it('refuses text on any other reason and unknown reasons', () => {
    expect(cancelReasonChoiceSchema.parse({ reasonCode: 'EXPENSIVE' })).toEqual({
      reasonCode: 'EXPENSIVE',
    });
    expect(
      cancelReasonChoiceSchema.safeParse({ reasonCode: 'EXPENSIVE', otherReasonText: 'x' }).success,
    ).toBe(false);
    expect(cancelReasonChoiceSchema.safeParse({ reasonCode: 'BORED' }).success).toBe(false);
  });
});
