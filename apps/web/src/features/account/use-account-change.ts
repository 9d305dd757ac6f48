import type { RequestOptions } from '@orbit/sdk';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { type Failure, failureOf, isRefusal, reportFailure } from '../../shared/errors/index.ts';
import { useAppServices } from '../../shared/services/app-services.tsx';
import { ACCOUNT_LOOKUP_PATH, signInPath } from './guard/account-links.ts';

export type ChangeOutcome<T> = { ok: true; value: T } | { ok: false; failure: Failure };

/**
 * Runs one change of the account (a save, a removal) the way every account form does: the
 * failure stays away from the global handler so the form can explain it, is reported like the
 * app would (tracked; timeout modal; error page), and a session that lost its sign-in goes to
 * sign in and back here. `name` names the change in analytics.
 */
export function useAccountChange(name: string) {
  const { errors } = useAppServices();
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    async <T>(action: (options: RequestOptions) => Promise<T>): Promise<ChangeOutcome<T>> => {
      try {
        return { ok: true, value: await action({ skipGlobalHandler: true }) };
      } catch (error) {
        const failure = failureOf(error);
        reportFailure(errors, failure, { name, serverFault: 'errorPage' });
        if (failure.kind === 'signInRequired')
          void navigate(signInPath(location), { replace: true });
        if (failure.kind === 'verificationRequired') {
          void navigate(ACCOUNT_LOOKUP_PATH, { replace: true });
        }
        return { ok: false, failure };
      }
    },
    [errors, name, navigate, location],
  );
}

/**
 * Whether the form says why its change failed: a refusal in its own words, or "try again in a
 * moment". Anything else was taken over (sign-in, the lookup, the timeout modal, the error page).
 */
export function formExplains(failure: Failure): boolean {
  return isRefusal(failure) || failure.kind === 'unavailable';
}
