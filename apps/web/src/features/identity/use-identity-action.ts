import type { IdentityClient } from '@orbit/sdk';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { useIdentity } from './use-identity.ts';

/**
 * One call of the identity client as a mutation (ADR 014: every submit is one), the SDK started
 * first. The page reads `isPending` for its busy state and says what a failure means in `onError`
 * or in the `mutate` call's own callbacks.
 */
export function useIdentityAction<Input, Result>(
  action: (identity: IdentityClient, input: Input) => Promise<Result>,
  options: Omit<UseMutationOptions<Result, unknown, Input>, 'mutationFn'> = {},
) {
  const { run } = useIdentity();
  return useMutation({
    ...options,
    mutationFn: (input: Input) => run((identity) => action(identity, input)),
  });
}
