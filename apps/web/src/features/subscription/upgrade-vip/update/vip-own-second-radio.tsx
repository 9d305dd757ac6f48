import { vipUpdateCalls } from '@orbit/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { failureOf } from '../../../../shared/errors/index.ts';
import { usePageLoadingWhile } from '../../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { careCallsFor } from '../../../../shared/services/care-calls.ts';
import { reportHandledError } from '../../../checkout/flow-kit/index.ts';
import { vipPathOf } from '../vip-link.ts';
import type { VipOpening } from '../vip-queries.ts';

type OwnRadioOutcome = { kind: 'found'; opening: VipOpening } | { kind: 'none' };

/**
 * `add-second-radio` reached with neither link nor lookup (ADR 053): a signed-in owner's own radio
 * on Platinum VIP alone opens the page as a link would. Anyone else — not signed in, or no radio
 * on VIP alone — gets the link's default error, as before.
 */
export interface VipOwnSecondRadioProps {
  onFound(opening: VipOpening): void;
}

export function VipOwnSecondRadio({ onFound }: VipOwnSecondRadioProps) {
  const services = useAppServices();
  const { search } = useLocation();
  const own = useQuery({
    queryKey: ['subscription', 'upgrade-vip', 'own-second-radio'],
    queryFn: async (): Promise<OwnRadioOutcome> => {
      const calls = careCallsFor(services.careRequester, vipUpdateCalls);
      try {
        const eligibility = await calls.vipOwnSecondRadio({}, { skipGlobalHandler: true });
        if (!eligibility.programCode) return { kind: 'none' };
        return {
          kind: 'found',
          opening: {
            key: `own:${eligibility.firstDevice.radioIdLastFour ?? ''}`,
            programCode: eligibility.programCode,
            eligibility,
            firstName: null,
          },
        };
      } catch (error) {
        const { code } = failureOf(error);
        if (code !== 'UNAUTHENTICATED_CUSTOMER' && code !== 'INELIGIBLE_FOR_OFFER') {
          reportHandledError(services, error, 'vip own second radio');
        }
        return { kind: 'none' };
      }
    },
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  usePageLoadingWhile(services.pageLoading, own.isPending);
  const outcome = own.data;
  useEffect(() => {
    if (outcome?.kind === 'found') onFound(outcome.opening);
  }, [outcome, onFound]);
  if (outcome?.kind === 'none') return <Navigate to={`${vipPathOf('error')}${search}`} replace />;
  return null;
}
