import type { CareAcscQuoteResult, CareAcscResult, OrderQuote } from '@orbit/domain';
import { transferCalls } from '@orbit/sdk';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';
import type { TransferPlaced, TransferState } from './transfer-store.ts';

const QUIET = { skipGlobalHandler: true } as const;

/**
 * The quote as the order summary reads it: nothing today, then the next bill (the moved plan's,
 * or the follow-on's at the trial's end). Revenue is deferred: nothing is charged now.
 */
export function orderQuoteOf(
  quote: Pick<CareAcscQuoteResult, 'currentQuote' | 'futureQuote'>,
): OrderQuote {
  return {
    currentQuote: quote.currentQuote,
    ...(quote.futureQuote ? { futureQuote: quote.futureQuote } : {}),
    revenueStatus: 'Deferred',
  };
}

/**
 * Sends the transfer priced on review: service continuity or portability with the quote's id
 * and the attempt's transaction id (the Idempotency-Key), or the trial radio joining the account.
 */
export async function placeTransfer(
  services: AppServices,
  state: TransferState,
  answer: CareAcscResult,
  quote: CareAcscQuoteResult,
): Promise<TransferPlaced> {
  const calls = careCallsFor(services.careRequester, transferCalls);
  const asked = state.acscQuoteAsked;
  const trialRadio = answer.trialRadio;
  if (!asked || !trialRadio) throw new Error('The transfer was placed before it was priced.');
  const trialPlanName = trialRadio.trialPlanName;
  if (asked.transactionType === 'ACCOUNT_CONSOLIDATION') {
    const result = await calls.accountConsolidate({ trialRadioId: asked.trialRadioId }, QUIET);
    return { kind: 'consolidated', result, trialPlanName };
  }
  if (!asked.selfPayRadioId || !quote.quoteId) {
    throw new Error('A plan move is placed with its radio and its quote.');
  }
  const result = await calls.purchaseServiceContinuity(
    {
      transactionType: asked.transactionType,
      trialRadioId: asked.trialRadioId,
      selfPayRadioId: asked.selfPayRadioId,
      quoteId: quote.quoteId,
      paymentInfo: { transactionId: state.transactionId },
    },
    QUIET,
  );
  return { kind: 'moved', result, trialPlanName };
}
