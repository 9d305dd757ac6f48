import { describe, expect, it } from 'vitest';
import {
  careStreamingProspectRequestSchema,
  careStreamingProspectResultSchema,
} from './streaming-prospect-token.ts';

describe('streaming prospect token contract', () => {
  it('takes a token of one of the two prospect types, and nothing else', () => {
    for (const tokenType of ['PROSPECT_USERNAME', 'STREAMING_WINBACK']) {
      expect(careStreamingProspectRequestSchema.safeParse({ token: 't', tokenType }).success).toBe(
        true,
      );
    }
    for (const body of [
      { token: 't', tokenType: 'SALES_AUDIO' },
      { token: '', tokenType: 'PROSPECT_USERNAME' },
      { token: 'x'.repeat(1001), tokenType: 'PROSPECT_USERNAME' },
      { token: 't', tokenType: 'PROSPECT_USERNAME', email: 'a@b.co' },
    ]) {
      expect(careStreamingProspectRequestSchema.safeParse(body).success, JSON.stringify(body)).toBe(
        false,
      );
    }
  });

  it('answers the email and the program code, null when the link had none', () => {
    expect(careStreamingProspectResultSchema.parse({ email: 'a@b.co', programCode: null })).toEqual(
      { email: 'a@b.co', programCode: null },
    );
  });
});
