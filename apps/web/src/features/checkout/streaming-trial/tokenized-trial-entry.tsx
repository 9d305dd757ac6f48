import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLocation } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { Alert } from '../../../shared/ui/index.ts';
import { prospectTokenOf } from '../streaming-organic/prospect-email.ts';
import { useStreamingFlowRoute } from '../streaming-organic/streaming-flow-route.ts';
import { prospectQuery } from '../streaming-organic/streaming-queries.ts';
import type { TrialLayout } from './trial-route.ts';
import { TrialSteps } from './trial-steps.tsx';

/**
 * `tokenized?tkn=…` (flows §3.6): a trial link's PROSPECT token (ADR 057) names the customer's
 * email and the trial's program code (`account/token/streaming`); the trial opens with them, the
 * credentials step prefilled. A refused or unreadable token still opens the trial, empty, with a
 * word about the link — never a dead end. The query (with the token) rides along the steps.
 */
export function TokenizedTrialEntry({ layout }: { layout: TrialLayout }) {
  const t = useT();
  const services = useAppServices();
  const { search } = useLocation();
  const { kind } = useStreamingFlowRoute();
  const token = useMemo(() => prospectTokenOf(search), [search]);
  const prospect = useQuery(prospectQuery(services, token));
  const reading = token !== undefined && prospect.isPending;
  usePageLoadingWhile(services.pageLoading, reading);
  if (reading || kind !== 'trial') return null;
  const email = prospect.data?.email;
  return (
    <>
      {email ? null : <Alert tone="info">{t('trial.tokenized.refused')}</Alert>}
      <TrialSteps
        layout={layout}
        step="offer"
        prefilledEmail={email}
        programCode={prospect.data?.programCode}
      />
    </>
  );
}
