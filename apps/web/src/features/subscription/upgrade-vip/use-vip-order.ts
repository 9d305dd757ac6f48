import type { PurchaseVipResult, VipDeviceName } from '@orbit/domain';
import { vipCalls } from '@orbit/sdk';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type Failure, failureOf } from '../../../shared/errors/index.ts';
import { type AskedHumanCheck, useAskedHumanCheck } from '../../../shared/human-check/index.ts';
import { appQueryClientOf } from '../../../shared/services/app-query-client.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { markServerStateStale } from '../../../shared/services/server-state.ts';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { newCardPaymentOf, reportHandledError } from '../../checkout/flow-kit/index.ts';
import { trackVipFailed } from './vip-analytics.ts';
import { vipPathOf } from './vip-link.ts';
import { placedVipQuery } from './vip-queries.ts';
import type { VipCard, VipStore } from './vip-store.ts';

export interface VipOrder {
  busy: boolean;
  tryAgainInAMoment: boolean;
  humanCheck: AskedHumanCheck | undefined;
  place(order: {
    programCode: string;
    first: VipDeviceName;
    second: VipDeviceName;
    card: VipCard;
  }): void;
}

/**
 * The two-device order (ADR 044): sent with the attempt's transaction id as its Idempotency-Key;
 * "upgrading devices" while it runs, then thanks with each device's outcome. A 428 shows the
 * human check and keeps the attempt; "not now" keeps it too; a refusal renews it (`onRefused`).
 */
export function useVipOrder(
  store: VipStore,
  search: string,
  onRefused: (failure: Failure) => void,
): VipOrder {
  const services = useAppServices();
  const navigate = useNavigate();
  const purchase = useCareCalls(vipCalls);
  const humanCheck = useAskedHumanCheck();
  const [humanCheckShown, setHumanCheckShown] = useState(false);
  const [tryAgainInAMoment, setTryAgainInAMoment] = useState(false);
  const order = useMutation({
    mutationFn: async ({ programCode, first, second, card }: Parameters<VipOrder['place']>[0]) => {
      const { transactionId } = store.get();
      const paymentInfo =
        card.kind === 'card'
          ? newCardPaymentOf(card, transactionId)
          : { useCardOnFile: true, paymentType: 'creditCard' as const, transactionId };
      const result: PurchaseVipResult = await purchase.purchaseUpgradeVip(
        {
          programCode,
          firstDevice: first,
          secondDevice: second,
          paymentInfo,
          agreementAccepted: true,
          ...humanCheck.takeProof(),
        },
        { skipGlobalHandler: true },
      );
      return { transactionId, result };
    },
    onMutate: () => {
      void navigate(`${vipPathOf('upgrading-devices')}${search}`, { replace: true });
    },
    onSuccess: ({ transactionId, result }) => {
      appQueryClientOf(services).setQueryData(placedVipQuery(transactionId).queryKey, result);
      markServerStateStale(services.serverState);
      const upgraded = result.devices.filter((device) => device.outcome === 'upgraded');
      services.dataLayer.push('complete-order', {
        planInfo: { planCodes: upgraded.map((device) => device.subscriptionId ?? '') },
        customerInfo: { transactionId, orderStatus: result.status },
      });
      store.update({ placedAs: transactionId });
      void navigate(`${vipPathOf('thanks')}${search}`, { replace: true });
    },
    onError: async (error) => {
      void navigate(`${vipPathOf('')}${search}`, { replace: true });
      const asked = await humanCheck.askedBy(failureOf(error));
      if (asked) {
        setHumanCheckShown(true);
        return;
      }
      const failure = reportHandledError(services, error, 'vip purchase');
      if (failure.kind === 'unavailable' || failure.code === 'PAYMENT_IN_PROGRESS') {
        setTryAgainInAMoment(true);
        return;
      }
      trackVipFailed(services.dataLayer, failure);
      onRefused(failure);
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
