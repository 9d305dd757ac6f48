import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { cheapHumanCheck as cheapChallenge } from '../../testing/cheap-human-check.ts';
import { solveHere } from '../../testing/solve-here.ts';
import { IntlProvider } from '../i18n/intl.tsx';
import { HumanCheck } from './index.ts';
import type { HumanCheckSolver } from './solve-in-workers.ts';
import { HumanCheckSolverContext } from './solver-context.ts';

function withSolver(solver: HumanCheckSolver, locale = 'en-US') {
  return ({ children }: { children: ReactNode }) => (
    <IntlProvider locale={locale}>
      <HumanCheckSolverContext.Provider value={solver}>{children}</HumanCheckSolverContext.Provider>
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
