import { type HumanCheckChallenge, type HumanCheckProof, humanCheckAnswerOf } from '@orbit/domain';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * Solves a challenge the way a browser does (altcha-lib's solver, Node's PBKDF2), at the test
 * cost of TEST_ENV in a few milliseconds, and returns the proof to send.
 */
export async function solveHumanCheck(challenge: HumanCheckChallenge): Promise<HumanCheckProof> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 10_000 });
  if (!solution) throw new Error('the human check could not be solved in 10 s');
  return { token: challenge.token, answer: humanCheckAnswerOf(solution) };
}
