import { useState } from 'react';
import { failureMessageId } from '../../../shared/errors/index.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { reportHandledError } from '../../checkout/flow-kit/index.ts';
import { askAcscQuote } from './transfer-queries.ts';
import { acscQuoteAskedOf, type TransferState } from './transfer-store.ts';
import { useTransferVisit } from './use-transfer.ts';

const NOT_TRANSFERABLE = new Set(['SUBSCRIPTION_NOT_TRANSFERABLE', 'TRIAL_RADIO_NOT_ELIGIBLE']);

/**
 * The last choice before review prices the transfer (`quotes/acsc-quote`) with what was chosen
 * so far: a plan that moves once it is chosen, the trial radio joining the account once its
 * follow-on and payment are. Priced: review opens on the quote. Refused: the step says why (no
 * card on the account, a plan that can no longer move).
 */
export function usePriceTransfer(trialRadioId: string) {
  const services = useAppServices();
  const { store } = useTransferVisit();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const price = async (patch: Partial<TransferState>) => {
    const asked = acscQuoteAskedOf({ ...store.get(), ...patch }, trialRadioId);
    if (!asked) return setProblem('transfer.error.unexpected');
    setBusy(true);
    setProblem(undefined);
    try {
      await askAcscQuote(services, asked);
      store.update({ ...patch, acscQuoteAsked: asked, open: 'review', bounce: undefined });
    } catch (error) {
      const failure = reportHandledError(services, error, 'acsc quote');
      if (failure.kind === 'sessionTimedOut') return;
      if (failure.code === 'NO_CARD_ON_ACCOUNT') setProblem('transfer.error.noCard');
      else if (NOT_TRANSFERABLE.has(failure.code)) setProblem('transfer.error.notTransferable');
      else setProblem(failureMessageId(failure, 'transfer.error.unexpected'));
    } finally {
      setBusy(false);
    }
  };
  return { busy, problem, price };
}
