import type { RequestOptions } from '@orbit/sdk';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { type Failure, failureOf, isRefusal, reportFailure } from '../../shared/errors/index.ts';
import { useAppServices } from '../../shared/services/app-services.tsx';
import { accountKeys } from './account-queries.ts';
import { ACCOUNT_LOOKUP_PATH, signInPath } from './guard/account-links.ts';

export type ChangeOutcome<T> = { ok: true; value: T } | { ok: false; failure: Failure };

/** After a change the account, its suggestions and preferences are read again. */
const readAccountAgain = (queryClient: QueryClient): Promise<unknown> =>
  queryClient.invalidateQueries({ queryKey: accountKeys.all });

/**
 * One change of the account (a save, a removal) as a mutation, the way every account form makes
 * it: `save` runs with its failure kept away from the global handler so the form can explain it;
 * a failure is reported like the app would (tracked; timeout modal; error page), and a session
 * that lost its sign-in goes to sign in and back here. Once saved, `afterSave` updates the cache
 * (by default the account is read again) before `mutateAsync` resolves, so the form closes on
 * the saved account. `name` names the change in analytics.
 */
export function useAccountChange<Input, T>(
  name: string,
  save: (input: Input, options: RequestOptions) => Promise<T>,
  afterSave: (queryClient: QueryClient, saved: T) => Promise<unknown> = readAccountAgain,
) {
  const { errors } = useAppServices();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input): Promise<ChangeOutcome<T>> => {
      try {
        return { ok: true, value: await save(input, { skipGlobalHandler: true }) };
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
    onSuccess: async (outcome) => {
      if (outcome.ok) await afterSave(queryClient, outcome.value);
    },
  });
}

/**
 * Whether the form says why its change failed: a refusal in its own words, or "try again in a
 * moment". Anything else was taken over (sign-in, the lookup, the timeout modal, the error page).
 */
export function formExplains(failure: Failure): boolean {
  return isRefusal(failure) || failure.kind === 'unavailable';
}
