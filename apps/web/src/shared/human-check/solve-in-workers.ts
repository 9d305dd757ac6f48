import { type HumanCheckChallenge, type HumanCheckProof, humanCheckAnswerOf } from '@orbit/domain';

/** Solves a check; resolves null when aborted or out of time. */
export type HumanCheckSolver = (
  challenge: HumanCheckChallenge,
  signal: AbortSignal,
) => Promise<HumanCheckProof | null>;

/** Long enough for a slow phone at the production cost, short of the challenge's expiry. */
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * The browser's solver: altcha-lib's worker pool, each worker trying every n-th counter, so the
 * page never waits on the hashing. Two to four workers: more cores finish sooner, but a phone
 * gains nothing from more threads than it has.
 */
export const solveInWorkers: HumanCheckSolver = async (challenge, signal) => {
  // Fetched when a check is shown, not with the pages that may show one.
  const { solveChallengeWorkers } = await import('altcha-lib');
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort(), { once: true });
  const cores = globalThis.navigator?.hardwareConcurrency ?? 2;
  const solution = await solveChallengeWorkers({
    challenge,
    concurrency: Math.min(4, Math.max(2, cores)),
    controller,
    timeout: SOLVE_TIMEOUT_MS,
    createWorker: () =>
      new Worker(new URL('./human-check.worker.ts', import.meta.url), { type: 'module' }),
  });
  return solution ? { token: challenge.token, answer: humanCheckAnswerOf(solution) } : null;
};
