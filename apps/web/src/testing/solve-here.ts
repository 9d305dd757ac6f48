import { humanCheckAnswerOf } from '@orbit/domain';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { HumanCheckSolver } from '../shared/human-check/solve-in-workers.ts';

/**
 * altcha-lib's own solver on the test's thread, with WebCrypto's PBKDF2: jsdom has no Web
 * Workers (the e2e solves in real ones).
 */
export const solveHere: HumanCheckSolver = async (challenge, signal) => {
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({ challenge, deriveKey, controller });
  return solution ? { token: challenge.token, answer: humanCheckAnswerOf(solution) } : null;
};
