import { vipCalls } from '@orbit/sdk';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { failureOf } from '../../../../shared/errors/index.ts';
import { type AskedHumanCheck, useAskedHumanCheck } from '../../../../shared/human-check/index.ts';
import { appQueryClientOf } from '../../../../shared/services/app-query-client.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { markServerStateStale } from '../../../../shared/services/server-state.ts';
import { useCareCalls } from '../../../../shared/services/use-care-calls.ts';
import { isCardRefusal, reportHandledError } from '../../../checkout/flow-kit/index.ts';
import { vipPathOf } from '../vip-link.ts';
import { placedVipUpdateQuery, vipUpdateKeys } from './vip-update-queries.ts';
import type { VipUpdateBounce, VipUpdateStore } from './vip-update-store.ts';

export interface VipUpdateOrder {
  busy: boolean;
  tryAgainInAMoment: boolean;
  humanCheck: AskedHumanCheck | undefined;
  place(order: { subscriptionId: string; planCode: string }): void;
}

/** Which refusal sends the customer back with which words. */
function bounceOf(code: string, messageKey: string | undefined): VipUpdateBounce {
  if (isCardRefusal(code, messageKey)) return 'card';
  if (code === 'NO_CARD_ON_ACCOUNT') return 'noCard';
  if (
    ['INELIGIBLE_FOR_OFFER', 'INVALID_PAYLOAD', 'OFFER_NOT_FOUND', 'OFFER_EXPIRED'].includes(code)
  )
    return 'plan';
  return 'unexpected';
}

/**
 * `purchase/update-vip-subscription` (ADR 044, 053): on the card on file, with the attempt's
 * transaction id as its Idempotency-Key; thanks on success. A 428 shows the human check and keeps
 * the attempt; "not now" keeps it too; a refusal renews it, since its body will change.
 */
export function useVipUpdateOrder(store: VipUpdateStore): VipUpdateOrder {
  const services = useAppServices();
  const navigate = useNavigate();
  const calls = useCareCalls(vipCalls);
  const humanCheck = useAskedHumanCheck();
  const [humanCheckShown, setHumanCheckShown] = useState(false);
  const [tryAgainInAMoment, setTryAgainInAMoment] = useState(false);
  const order = useMutation({
    mutationFn: async ({ subscriptionId, planCode }: Parameters<VipUpdateOrder['place']>[0]) => {
      const { transactionId } = store.get();
      const result = await calls.purchaseUpdateVip(
        {
          subscriptionId,
          plans: [{ planCode }],
          emailAddressChanged: false,
          paymentInfo: { useCardOnfile: true, transactionId },
          ...humanCheck.takeProof(),
        },
        { skipGlobalHandler: true },
      );
      return { transactionId, result };
    },
    onSuccess: ({ transactionId, result }) => {
      const client = appQueryClientOf(services);
      client.setQueryData(placedVipUpdateQuery(transactionId).queryKey, result);
      // The bundle's plan changed: the next visit reads it again.
      void client.invalidateQueries({ queryKey: vipUpdateKeys.offers, refetchType: 'none' });
      markServerStateStale(services.serverState);
      services.dataLayer.push('complete-order', {
        planInfo: { planCodes: [result.planCode] },
        customerInfo: { transactionId, orderStatus: result.status },
      });
      store.update({ placedAs: transactionId, bounce: undefined });
      void navigate(vipPathOf('update/thanks'), { replace: true });
    },
    onError: async (error) => {
      const asked = await humanCheck.askedBy(failureOf(error));
      if (asked) {
        setHumanCheckShown(true);
        return;
      }
      const failure = reportHandledError(services, error, 'vip update');
      if (failure.kind === 'unavailable' || failure.code === 'PAYMENT_IN_PROGRESS') {
        setTryAgainInAMoment(true);
        return;
      }
      store.newAttempt({ bounce: bounceOf(failure.code, failure.messageKey) });
    },
  });
  return {
    busy: order.isPending,
    tryAgainInAMoment,
    humanCheck: humanCheckShown ? humanCheck : undefined,
    place: (request) => {
      setTryAgainInAMoment(false);
      order.mutate(request);
    },
  };
}
