import { humanCheckParametersSchema } from '@orbit/domain';
import { z } from 'zod';

const signedChallengeSchema = z.object({
  parameters: humanCheckParametersSchema,
  signature: z.string().min(1),
});
export type SignedChallenge = z.infer<typeof signedChallengeSchema>;

/** The token a client sends back: the signed challenge itself, so the server keeps nothing. */
export function tokenOf(challenge: SignedChallenge): string {
  return Buffer.from(JSON.stringify(challenge)).toString('base64url');
}

/** The signed challenge a token carries, or undefined when it carries none. */
export function challengeOfToken(token: string): SignedChallenge | undefined {
  try {
    const parsed = signedChallengeSchema.safeParse(
      JSON.parse(Buffer.from(token, 'base64url').toString('utf8')),
    );
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * When the server stops accepting an answer (epoch seconds). Signed inside `data`, not ALTCHA's
 * own `expiresAt`: altcha-lib compares that one with the wall clock, and the server's rules run on
 * the injected clock (ADR 024).
 */
export function expiresAtOf(challenge: SignedChallenge): number | undefined {
  return challenge.parameters.data?.expiresAt;
}
