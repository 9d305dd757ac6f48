import type { CareVipUpdateOffersResult, PurchaseUpdateVipResult } from '@orbit/domain';
import { type VipUpdateCalls, vipUpdateCalls } from '@orbit/sdk';
import { queryOptions, skipToken } from '@tanstack/react-query';
import { failureOf } from '../../../../shared/errors/index.ts';
import type { AppServices } from '../../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../../shared/services/care-calls.ts';
import { reportHandledError } from '../../../checkout/flow-kit/index.ts';

/** What the page opened on: the bundle and its plans, a visitor to sign in, no bundle, or a failure. */
export type VipUpdateOpening =
  | { kind: 'ready'; offers: CareVipUpdateOffersResult }
  /** UNAUTHENTICATED_CUSTOMER: the update is paid with the card on file, the owner's only. */
  | { kind: 'signIn' }
  /** INELIGIBLE_FOR_OFFER, SUBSCRIPTION_NOT_FOUND: the account has no Platinum VIP bundle. */
  | { kind: 'noBundle' }
  | { kind: 'failed' };

export const vipUpdateKeys = {
  offers: ['subscription', 'upgrade-vip', 'update', 'offers'] as const,
  placed: (transactionId: string | undefined) =>
    ['subscription', 'upgrade-vip', 'update', 'placed', transactionId ?? null] as const,
};

const NO_BUNDLE = new Set(['INELIGIBLE_FOR_OFFER', 'SUBSCRIPTION_NOT_FOUND']);

/** The signed-in owner's bundle and the VIP plans it may move to (ADR 053), once per visit. */
export function vipUpdateOffersQuery(services: AppServices) {
  return queryOptions<VipUpdateOpening>({
    queryKey: vipUpdateKeys.offers,
    queryFn: async () => {
      const calls: VipUpdateCalls = careCallsFor(services.careRequester, vipUpdateCalls);
      try {
        return {
          kind: 'ready',
          offers: await calls.vipUpdateOffers({}, { skipGlobalHandler: true }),
        };
      } catch (error) {
        const { code } = failureOf(error);
        if (code === 'UNAUTHENTICATED_CUSTOMER') return { kind: 'signIn' };
        if (NO_BUNDLE.has(code)) return { kind: 'noBundle' };
        reportHandledError(services, error, 'vip update offers');
        return { kind: 'failed' };
      }
    },
    staleTime: 0,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    retry: false,
  });
}

/** The update's answer, kept under its transaction id for the thanks page. */
export function placedVipUpdateQuery(transactionId: string | undefined) {
  return queryOptions<PurchaseUpdateVipResult>({
    queryKey: vipUpdateKeys.placed(transactionId),
    queryFn: skipToken,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}
