import { describe, expect, it } from 'vitest';
import { humanCheckAnswerOf, humanCheckProofSchema, humanCheckSolutionOf } from './human-check.ts';

describe('human check answers', () => {
  it('carry the counter and the derived key, and read back the same', () => {
    const answer = humanCheckAnswerOf({ counter: 1523, derivedKey: '00ab3f' });
    expect(answer).toBe('1523.00ab3f');
    expect(humanCheckSolutionOf(answer)).toEqual({ counter: 1523, derivedKey: '00ab3f' });
  });

  it.each(['', '1523', '1523.', '.00ab', '-1.00ab', '1523.00AB', '1523.0ab', '12345678901.00ab'])(
    'reads %j as no answer',
    (answer) => {
      expect(humanCheckSolutionOf(answer)).toBeUndefined();
    },
  );

  it('refuses a proof with more than a token and an answer, or too long', () => {
    expect(humanCheckProofSchema.safeParse({ token: 't', answer: '1.00' }).success).toBe(true);
    expect(humanCheckProofSchema.safeParse({ token: 't', answer: '1.00', x: 1 }).success).toBe(
      false,
    );
    expect(
      humanCheckProofSchema.safeParse({ token: 't'.repeat(1025), answer: '1.00' }).success,
    ).toBe(false);
  });
});
