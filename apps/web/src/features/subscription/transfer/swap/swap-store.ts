import type { CareSwapRadioQuoteResult, PurchaseSwapRadioResult } from '@orbit/domain';
import { type FlowAttempt, flowStoreFactory } from '../../../checkout/flow-kit/index.ts';

/** Why the checkout sent the customer back to the swap page. */
export type SwapBounce = 'changed' | 'newRadio' | 'unexpected';

/**
 * A swap of a lost or broken radio (flows §8.1 `swap`): the radio replaced and the new one, the
 * quote they were priced with (held 30 minutes by its id), and the swap once placed.
 */
export interface SwapState extends FlowAttempt {
  oldRadioId: string | undefined;
  newRadioId: string | undefined;
  swapQuote: CareSwapRadioQuoteResult | undefined;
  placed: PurchaseSwapRadioResult | undefined;
}

export const swapStoreFor = flowStoreFactory<SwapState>((transactionId) => ({
  offersAsked: undefined,
  selectedPlanCode: undefined,
  quoteAsked: undefined,
  transactionId,
  bounce: undefined,
  oldRadioId: undefined,
  newRadioId: undefined,
  swapQuote: undefined,
  placed: undefined,
}));
