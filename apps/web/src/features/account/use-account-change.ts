import type { RequestOptions } from '@orbit/sdk';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAppServices } from '../../shared/services/app-services.tsx';
import {
  type AccountFailure,
  accountFailureOf,
  reportAccountFailure,
} from './guard/account-failure.ts';
import { ACCOUNT_LOOKUP_PATH, signInPath } from './guard/account-links.ts';

export type ChangeOutcome<T> = { ok: true; value: T } | { ok: false; failure: AccountFailure };

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
        reportAccountFailure(errors, error, name);
        const failure = accountFailureOf(error);
        if (failure.kind === 'signIn') void navigate(signInPath(location), { replace: true });
        if (failure.kind === 'verify') void navigate(ACCOUNT_LOOKUP_PATH, { replace: true });
        return { ok: false, failure };
      }
    },
    [errors, name, navigate, location],
  );
}
