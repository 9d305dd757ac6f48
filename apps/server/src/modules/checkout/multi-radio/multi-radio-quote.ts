import type { CareMultiRadioQuoteRequest, CareMultiRadioQuoteResult } from '@orbit/domain';
import { radioIdLastFour } from '@orbit/domain';
import type { Db } from '../../../db/client.ts';
import type { Clock } from '../../../platform/clock.ts';
import type { PurchaseContext } from '../orders/purchase-context.ts';
import { packageNameOf } from '../pricing/index.ts';
import { type MultiRadioOrder, multiRadioOrderOf } from './multi-radio-choice.ts';

/** The quote's answer of a checked order: one line per radio, the discount on its own line. */
export function multiRadioQuoteAnswer(order: MultiRadioOrder): CareMultiRadioQuoteResult {
  return {
    lines: order.lines.map((line, index) => {
      const priced = order.quote.lines[index];
      if (!priced) throw new Error('a priced line per radio');
      return {
        deviceRef: line.deviceRef,
        radioIdLastFour: radioIdLastFour(line.radio.radio.radioId),
        planCode: line.offer.planCode,
        packageName: packageNameOf(line.offer, order.locale),
        action: 'addSubscription' as const,
        priceAmount: priced.priceAmount,
        isMrdEligible: priced.isMrdEligible,
        mrdDiscount: priced.mrdDiscount,
      };
    }),
    mrdDiscount: order.quote.mrdDiscount,
    currentQuote: order.quote.currentQuote,
    renewalQuote: order.quote.renewalQuote,
  };
}

/** `quotes/multi-subscription`: the price the order would charge now; nothing is written. */
export async function quoteMultiRadioOrder(
  deps: { db: Db; clock: Clock },
  context: Pick<PurchaseContext, 'careSessionId' | 'accountAccess'>,
  body: CareMultiRadioQuoteRequest,
): Promise<CareMultiRadioQuoteResult> {
  const order = await multiRadioOrderOf(deps.db, context, body.radios, deps.clock());
  return multiRadioQuoteAnswer(order);
}
