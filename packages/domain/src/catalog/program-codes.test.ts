import { describe, expect, it } from 'vitest';
import { isStreamingOrganicProgramCode, normaliseProgramCode } from './program-codes.ts';

describe('streaming organic program codes (flows §2.1 step 3)', () => {
  it('accepts the allow-list in any case, and nothing else', () => {
    expect(isStreamingOrganicProgramCode('USTPSRTP3MOFREE')).toBe(true);
    expect(isStreamingOrganicProgramCode(' catmsrtp3mofree ')).toBe(true);
    expect(isStreamingOrganicProgramCode('USTPSRTP3MOFREEX')).toBe(false);
    expect(isStreamingOrganicProgramCode('')).toBe(false);
  });

  it('keeps the partner code to the partner variant, and only it there', () => {
    expect(isStreamingOrganicProgramCode('AMEXPSRTP6MOFREE')).toBe(false);
    expect(isStreamingOrganicProgramCode('amexpsrtp6mofree', 'AMEX')).toBe(true);
    expect(isStreamingOrganicProgramCode('USTPSRTP3MOFREE', 'AMEX')).toBe(false);
  });

  it('normalises codes to trimmed upper case', () => {
    expect(normaliseProgramCode('  ms3moFree ')).toBe('MS3MOFREE');
  });
});
