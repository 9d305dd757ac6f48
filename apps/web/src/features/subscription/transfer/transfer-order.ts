import type { CareAcscQuoteResult, CareAcscResult } from '@orbit/domain';
import { transferCalls } from '@orbit/sdk';
import type { AppServices } from '../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../shared/services/care-calls.ts';
import type { TransferPlaced, TransferState } from './transfer-store.ts';

const QUIET = { skipGlobalHandler: true } as const;

/**
 * Sends the transfer priced on review, held to the quote's id, with the attempt's transaction id
 * (the Idempotency-Key): service continuity or portability, or the trial radio joining the
 * account with the plan chosen to follow its trial and how that plan is paid.
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
    const result = await calls.accountConsolidate(
      {
        trialRadioId: asked.trialRadioId,
        quoteId: quote.quoteId,
        followOnPlanCodes: asked.followOnPlanCodes,
        ...(asked.paymentType ? { paymentType: asked.paymentType } : {}),
        paymentInfo: { transactionId: state.transactionId },
      },
      QUIET,
    );
    const followOnName = quote.futureQuote?.details[0]?.packageName;
    return { kind: 'consolidated', result, trialPlanName, followOnName };
  }
  if (!asked.selfPayRadioId) {
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
