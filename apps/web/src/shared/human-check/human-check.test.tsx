import type { HumanCheckChallenge } from '@orbit/domain';
import { humanCheckAnswerOf } from '@orbit/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { HumanCheck } from './index.ts';
import type { HumanCheckSolver } from './solve-in-workers.ts';
import { HumanCheckSolverContext } from './solver-context.ts';

/** A real, cheap ALTCHA challenge, made here the way the server makes one. */
async function cheapChallenge(): Promise<HumanCheckChallenge> {
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

/** altcha-lib's own solver on this thread (jsdom has no workers; the e2e uses real ones). */
const solveHere: HumanCheckSolver = async (challenge, signal) => {
  const controller = new AbortController();
  signal.addEventListener('abort', () => controller.abort());
  const solution = await solveChallenge({ challenge, deriveKey, controller });
  return solution ? { token: challenge.token, answer: humanCheckAnswerOf(solution) } : null;
};

function withSolver(solver: HumanCheckSolver, locale = 'en-US') {
  return ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale}>
      <HumanCheckSolverContext value={solver}>{children}</HumanCheckSolverContext>
    </IntlProvider>
  );
}

describe('HumanCheck', () => {
  it('solves the check on its own, says so politely, and hands over the proof once', async () => {
    const challenge = await cheapChallenge();
    const onSolved = vi.fn();
    render(<HumanCheck challenge={challenge} onSolved={onSolved} />, {
      wrapper: withSolver(solveHere),
    });
    expect(await screen.findByRole('region', { name: 'Security check' })).toBeDefined();
    const status = await screen.findByText('Done, you can continue.');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(onSolved).toHaveBeenCalledTimes(1);
    const proof = onSolved.mock.calls[0]?.[0];
    expect(proof.token).toBe(challenge.token);
    const solution = await solveChallenge({ challenge, deriveKey });
    expect(proof.answer).toBe(`${solution?.counter}.${solution?.derivedKey}`);
  });

  it('says it is working while the solver works, in Canadian French too', async () => {
    const challenge = await cheapChallenge();
    const pending: HumanCheckSolver = () => new Promise(() => {});
    render(<HumanCheck challenge={challenge} onSolved={vi.fn()} />, {
      wrapper: withSolver(pending, 'fr-CA'),
    });
    expect(await screen.findByText('Nous vérifions que vous êtes une personne…')).toBeDefined();
  });

  it('offers a retry when solving fails, starting over with onReset', async () => {
    const challenge = await cheapChallenge();
    let calls = 0;
    const failsFirst: HumanCheckSolver = (asked, signal) => {
      calls += 1;
      return calls === 1 ? Promise.reject(new Error('worker failed')) : solveHere(asked, signal);
    };
    const onSolved = vi.fn();
    const onReset = vi.fn();
    render(<HumanCheck challenge={challenge} onSolved={onSolved} onReset={onReset} />, {
      wrapper: withSolver(failsFirst),
    });
    expect(await screen.findByText('We couldn’t finish the security check.')).toBeDefined();
    expect(onSolved).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Try the check again' }));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Done, you can continue.')).toBeDefined();
    expect(onSolved).toHaveBeenCalledTimes(1);
  });
});
