import { useMutation, useQueryClient } from '@tanstack/react-query';
import { readBillingAgain } from './billing-queries.ts';

/**
 * A billing change (a card saved or removed, e-bill, a redemption) as a mutation: once it
 * succeeds the account and the billing reads are read again (`readBillingAgain`), while the form
 * goes on to say what happened. The form keeps its own `try`/`catch`: `mutateAsync` rejects with
 * the call's error.
 */
export function useBillingChange<Input, T>(change: (input: Input) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: () => {
      void readBillingAgain(queryClient);
    },
  });
}
