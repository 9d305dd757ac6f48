import * as z from 'zod/mini';

/**
 * A human check is a self-hosted proof of work (ALTCHA v2, ADR 024): the server signs a puzzle
 * that costs a browser a second or two of hashing and costs the server one HMAC to check. It
 * stands where the spec names a captcha (care login, do-not-call, the checkout's captcha step).
 */

/** Longest token and answer a request may carry (a token is ~500 characters today). */
export const HUMAN_CHECK_LIMITS = { tokenMaxLength: 1024, answerMaxLength: 128 } as const;

/** ALTCHA v2 challenge parameters, as signed by the server; the solver reads them, never changes them. */
export const humanCheckParametersSchema = z.object({
  algorithm: z.string(),
  nonce: z.string(),
  salt: z.string(),
  cost: z.number().check(z.int(), z.positive()),
  keyLength: z.number().check(z.int(), z.positive()),
  keyPrefix: z.string(),
  keySignature: z.optional(z.string()),
  memoryCost: z.optional(z.number().check(z.int(), z.positive())),
  parallelism: z.optional(z.number().check(z.int(), z.positive())),
  expiresAt: z.optional(z.number()),
  /** What the server signs beside the puzzle: when it stops accepting an answer (epoch seconds). */
  data: z.optional(z.object({ expiresAt: z.number() })),
});

/**
 * What a client needs to solve a check: the ALTCHA challenge as issued (`parameters` and the
 * server's `signature`) and the `token` to send back with the answer. The token is the signed
 * challenge itself, opaque to clients: the server keeps nothing until a proof is spent.
 */
export const humanCheckChallengeSchema = z.object({
  parameters: humanCheckParametersSchema,
  signature: z.string(),
  token: z.string().check(z.maxLength(HUMAN_CHECK_LIMITS.tokenMaxLength)),
  /** When the server stops accepting an answer to it (ISO 8601); ask for a new one after. */
  expiresAt: z.string(),
});
export type HumanCheckChallenge = z.infer<typeof humanCheckChallengeSchema>;

/**
 * A solved check, sent with the request it guards: `token` as issued, `answer` the solution
 * (`humanCheckAnswerOf`). Good once: the server refuses the same token a second time.
 */
export const humanCheckProofSchema = z.strictObject({
  token: z.string().check(z.maxLength(HUMAN_CHECK_LIMITS.tokenMaxLength)),
  answer: z.string().check(z.maxLength(HUMAN_CHECK_LIMITS.answerMaxLength)),
});
export type HumanCheckProof = z.infer<typeof humanCheckProofSchema>;

/** What the proof of work found: the counter and the key it derives (lowercase hex). */
export type HumanCheckSolution = { counter: number; derivedKey: string };

/** The answer a client sends: `<counter>.<derived key in hex>`. */
export function humanCheckAnswerOf(solution: HumanCheckSolution): string {
  return `${solution.counter}.${solution.derivedKey}`;
}

const ANSWER_PATTERN = /^(\d{1,10})\.((?:[0-9a-f]{2}){1,48})$/;

/** The solution an answer carries, or undefined when it is not one. */
export function humanCheckSolutionOf(answer: string): HumanCheckSolution | undefined {
  const match = ANSWER_PATTERN.exec(answer);
  if (!match?.[1] || !match[2]) return undefined;
  return { counter: Number(match[1]), derivedKey: match[2] };
}

/** `extras` of CAPTCHA_REQUIRED on the service APIs: the check to solve before trying again. */
export const humanCheckRequiredExtrasSchema = z.object({ humanCheck: humanCheckChallengeSchema });
export type HumanCheckRequiredExtras = z.infer<typeof humanCheckRequiredExtrasSchema>;
