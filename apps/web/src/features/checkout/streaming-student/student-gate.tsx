import type { Locale } from '@orbit/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { LEGACY_STREAMING_CHECKOUT_PATH } from '../streaming-organic/flow-steps.ts';
import { useStartFromEntry } from '../streaming-organic/use-start-from-entry.ts';
import { useStreamingCheckout } from '../streaming-organic/use-streaming-checkout.ts';
import { studentEntryQuery, studentLinkOf } from './student-entry.ts';
import type { StudentCheckoutNotice } from './student-notice.ts';

/**
 * The student checkout's door (flows §6): the verification read under the full-page loader, then
 * the streaming checkout's offers (the student plans); the steps start from what they found.
 * Without a usable verification the visitor lands on the streaming checkout without it, and that
 * page says why. Once started for this query, moving between steps loads nothing again.
 */
export function StudentGate({ children }: { children: ReactNode }) {
  const services = useAppServices();
  const { search } = useLocation();
  const navigate = useNavigate();
  const locale = useIntl().locale as Locale;
  const { state } = useStreamingCheckout();
  const ready = state.entrySearch === search && state.offersAsked !== undefined;
  const link = useMemo(
    () => studentLinkOf(search, services.config.country, locale),
    [search, services.config.country, locale],
  );
  const entry = useQuery({ ...studentEntryQuery(services, link), enabled: !ready });
  usePageLoadingWhile(services.pageLoading, !ready && entry.isFetching);
  const found = ready ? undefined : entry.data;

  useStartFromEntry(found?.kind === 'withoutVerification' ? undefined : found);
  useEffect(() => {
    if (found?.kind === 'withoutVerification') {
      const notice: StudentCheckoutNotice = { studentVerification: found.problem };
      void navigate(`${LEGACY_STREAMING_CHECKOUT_PATH}?programcode=${found.programCode}`, {
        replace: true,
        state: notice,
      });
    }
  }, [found, navigate]);

  return ready ? children : null;
}
