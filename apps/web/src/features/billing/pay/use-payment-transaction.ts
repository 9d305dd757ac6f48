import { useCallback, useEffect, useState } from 'react';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { announceTransactionId, newPaymentTransactionId } from './transaction-id.ts';

/**
 * The current payment attempt's id: one when the page opens, a new one after each failed try
 * (the same id twice would answer the first try's outcome). Every id is announced to the page's
 * tags with the `NewPaymentTransactionEvent` browser event.
 */
export function usePaymentTransaction(): { transactionId: string; renew(): void } {
  const { sdk } = useAppServices();
  const [transactionId, setTransactionId] = useState(() =>
    newPaymentTransactionId(sdk.runtime.randomBytes),
  );
  useEffect(() => {
    announceTransactionId(window, transactionId);
  }, [transactionId]);
  const renew = useCallback(
    () => setTransactionId(newPaymentTransactionId(sdk.runtime.randomBytes)),
    [sdk],
  );
  return { transactionId, renew };
}
