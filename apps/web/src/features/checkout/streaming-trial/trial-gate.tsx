import type { Locale } from '@orbit/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { useLocation } from 'react-router';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useStartFromEntry } from '../streaming-organic/use-start-from-entry.ts';
import { useStreamingCheckout } from '../streaming-organic/use-streaming-checkout.ts';
import { trialEntryQuery, trialLinkCodes } from './trial-entry.ts';

export interface TrialGateProps {
  /** The email a trial link's token names (`tokenized`). */
  prefilledEmail?: string | undefined;
  /** The token's program code, used when the URL has none. */
  programCode?: string | undefined;
  children: ReactNode;
}

/**
 * The trial's door: no allow-list and no Canadian block (the streaming trial is sold on both
 * sites), the promo check and the offers under the full-page loader, then the steps. Once started
 * for this query, moving between steps loads nothing again.
 */
export function TrialGate({ prefilledEmail, programCode, children }: TrialGateProps) {
  const services = useAppServices();
  const { search } = useLocation();
  const locale = useIntl().locale as Locale;
  const { state } = useStreamingCheckout();
  const ready = state.entrySearch === search && state.offersAsked !== undefined;
  const link = useMemo(() => {
    const codes = trialLinkCodes(search, services.config.country);
    const fromUrl = /programcode=/i.test(search);
    return {
      search,
      programCode: fromUrl ? codes.programCode : (programCode ?? codes.programCode),
      promoCode: codes.promoCode,
      locale,
      prefilledEmail,
    };
  }, [search, services.config.country, locale, prefilledEmail, programCode]);
  const entry = useQuery({ ...trialEntryQuery(services, link), enabled: !ready });
  usePageLoadingWhile(services.pageLoading, !ready && entry.isFetching);
  const found = ready ? undefined : entry.data;

  useStartFromEntry(found);

  return ready ? children : null;
}
