import type { HumanCheckChallenge } from '@orbit/domain';
import { createElement, type ReactNode } from 'react';
import type { HumanCheckSolver } from '../shared/human-check/solve-in-workers.ts';
import { HumanCheckSolverContext } from '../shared/human-check/solver-context.ts';
import { careError, careOk, type FakeServer } from './fake-server.ts';

/** Fakes of the human check for page tests (the server, and the solver jsdom has no workers for). */

const NEW_HUMAN_CHECK = 'POST /services/utility/captcha/new';

/** The n-th check the fake server hands out: well formed, each with its own token. */
export function fakeHumanCheck(n: number): HumanCheckChallenge {
  return {
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      nonce: `nonce-${n}`,
      salt: `salt-${n}`,
      cost: 1,
      keyLength: 32,
      keyPrefix: '00',
    },
    signature: `signature-${n}`,
    token: `token-${n}`,
    expiresAt: '2026-04-01T09:05:00.000Z',
  };
}

/** The answer `solvedAtOnce` gives to the check with `token`. */
export const answerOf = (token: string) =>
  `7.${[...token].map((character) => character.charCodeAt(0).toString(16)).join('')}`;

/** Solves any check at once (the fake server does not verify proofs; the server suite does). */
export const solvedAtOnce: HumanCheckSolver = async (challenge) => ({
  token: challenge.token,
  answer: answerOf(challenge.token),
});

/** renderApp's `wrap` for pages whose checks `solvedAtOnce` solves. */
export const solvingAtOnce = (tree: ReactNode): ReactNode =>
  createElement(HumanCheckSolverContext, { value: solvedAtOnce }, tree);

/** `utility/captcha/new` on the fake server: a new check each time (token-1, token-2…). */
export function serveHumanChecks(server: FakeServer): void {
  let issued = 0;
  server.on(NEW_HUMAN_CHECK, () => {
    issued += 1;
    return careOk(fakeHumanCheck(issued));
  });
}

/** The care refusal of a request that needs a solved check (428), with a field error if refused. */
export function captchaRequired(refusedField?: string): Response {
  return careError(
    428,
    'CAPTCHA_REQUIRED',
    'error.captcha.required',
    refusedField ? [{ errorCode: 'CAPTCHA_ANSWER_INCORRECT', fieldName: refusedField }] : [],
  );
}
