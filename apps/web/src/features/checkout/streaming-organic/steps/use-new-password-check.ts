import { FIELD_ERROR_CODES } from '@orbit/domain';
import { checkoutCalls } from '@orbit/sdk';
import { useEffect, useRef, useState } from 'react';
import type { EntryForm } from '../../../../shared/forms/index.ts';
import { useCareCalls } from '../../../../shared/services/use-care-calls.ts';
import {
  clientPasswordProblem,
  type Problem,
  serverPasswordProblem,
} from '../password-problems.ts';

/** The credentials form's fields, as typed and as sent (the email trimmed). */
export interface Credentials {
  email: string;
  password: string;
}

/** Where the review step sent the customer back with a password problem (flows §2.1 step 5). */
const BOUNCE_PROBLEMS: Record<'passwordPolicy' | 'passwordPii', Problem> = {
  passwordPolicy: { id: 'checkout.password.policy' },
  passwordPii: { id: 'checkout.password.personalData' },
};

export interface NewPasswordCheck {
  /** What the password field says, if it shows an error. */
  problem: Problem | undefined;
  /** `validate/password` refused it on Continue: said on the field, which takes the focus. */
  refuse(problem: Problem): void;
  /** The browser's rules refused the form: their own words apply. */
  forget(): void;
  /** The customer leaves the field: the browser's rules, then `validate/password` (flows §2.1 3a). */
  checkOnBlur(): Promise<void>;
}

/**
 * The new password's error in words its code cannot carry: the reserved word (named), personal
 * data, or why a refused order came back here. The field holds the code (INVALID) for the form's
 * focus and `aria-invalid`; this says which INVALID it is.
 */
export function useNewPasswordCheck(
  entry: EntryForm<Credentials>,
  bounce: keyof typeof BOUNCE_PROBLEMS | undefined,
): NewPasswordCheck {
  const checkout = useCareCalls(checkoutCalls);
  const [said, setSaid] = useState<Problem | undefined>(
    bounce ? BOUNCE_PROBLEMS[bounce] : undefined,
  );
  const blurCheck = useRef(0);
  const { setError, clearErrors, getValues, watch } = entry.form;

  // A refused order's reason shows on the emptied password, without taking the focus from the
  // step's heading.
  useEffect(() => {
    if (bounce) setError('password', { type: 'server', message: FIELD_ERROR_CODES.INVALID });
  }, [bounce, setError]);

  /** Shown on leaving the field: the focus moves on as the customer asked. */
  const showOnBlur = (problem: Problem | undefined) => {
    setSaid(problem);
    if (problem) setError('password', { type: 'blur', message: FIELD_ERROR_CODES.INVALID });
    else clearErrors('password');
  };

  const checkOnBlur = async () => {
    const { email, password } = getValues();
    const local = clientPasswordProblem(password);
    if (local || !password) {
      showOnBlur(password ? local : undefined);
      return;
    }
    const mine = ++blurCheck.current;
    try {
      const verdict = await checkout.validatePassword(
        { value: password, email: email.trim() },
        { skipGlobalHandler: true },
      );
      if (mine === blurCheck.current) showOnBlur(serverPasswordProblem(verdict));
    } catch {
      // The check runs again on Continue, which says what went wrong.
    }
  };

  return {
    problem: entry.codeOf('password')
      ? (said ?? clientPasswordProblem(watch('password')))
      : undefined,
    refuse: (problem) => {
      setSaid(problem);
      entry.showCodes({ password: FIELD_ERROR_CODES.INVALID });
    },
    forget: () => setSaid(undefined),
    checkOnBlur,
  };
}
