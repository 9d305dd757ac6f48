import type { HumanCheckChallenge } from '@orbit/domain';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** A real, cheap ALTCHA challenge, made the way the server makes one (ADR 024). */
export async function cheapHumanCheck(): Promise<HumanCheckChallenge> {
  const challenge = await createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: 1,
    counter: 5,
    deriveKey,
    hmacSignatureSecret: 'test-signature-secret',
    hmacKeySignatureSecret: 'test-key-secret',
  });
  const signature = challenge.signature ?? '';
  return {
    parameters: challenge.parameters,
    signature,
    token: `token-of-${signature}`,
    expiresAt: '2026-04-01T09:05:00.000Z',
  };
}
