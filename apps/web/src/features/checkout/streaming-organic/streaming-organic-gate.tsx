import type { Locale } from '@orbit/domain';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { hasQueryValue } from '../../../shared/routing/query.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { recordProgramCode, useStartOnFirstRender } from '../flow-kit/start-on-first-render.ts';
import type { StreamingCheckoutState } from './checkout-store.ts';
import { streamingOrganicEntry } from './entry-rules.ts';
import { streamingEntryLink, streamingEntryQuery } from './streaming-queries.ts';
import { useStartFromEntry } from './use-start-from-entry.ts';
import { useStreamingCheckout } from './use-streaming-checkout.ts';

export interface StreamingOrganicGateProps {
  /** The email to prefill (auto-process-creds: from the query, or the prospect token). */
  prefilledEmail?: string | undefined;
  children: ReactNode;
}

/**
 * The links telling an ineligible visitor about another offer (`status=i`,
 * `ineligibleForOffer=true`) keep the full-page loader down (spec 000 §4): the page animates itself.
 */
function showsOwnAnimation(search: string): boolean {
  return (
    hasQueryValue(search, 'status', 'i') || hasQueryValue(search, 'ineligibleForOffer', 'true')
  );
}

/**
 * The door of the flow: the entry rules (allowed program code or promo code, no verification id;
 * not on the Canadian site), then the promo check and the offers (`streamingEntryQuery`), under
 * the full-page loader; the flow starts from what they found. Once started for this query,
 * moving between steps loads nothing again.
 */
export function StreamingOrganicGate({ prefilledEmail, children }: StreamingOrganicGateProps) {
  const services = useAppServices();
  const { config } = services;
  const { search } = useLocation();
  const locale = useIntl().locale as Locale;
  const { state, store } = useStreamingCheckout();
  const decision = useMemo(
    () => streamingOrganicEntry(search, config.country),
    [search, config.country],
  );
  const startedHere = (started: StreamingCheckoutState) =>
    started.entrySearch === search && started.offersAsked !== undefined;
  const link = useMemo(
    () => streamingEntryLink(decision, search, locale, prefilledEmail),
    [decision, search, locale, prefilledEmail],
  );
  const entry = useQuery({ ...streamingEntryQuery(services, link), enabled: !startedHere(state) });
  // A prerendered landing's outcome is cached already (ADR 086): the flow starts in this render.
  useStartOnFirstRender(
    store,
    entry.data,
    (started) => started.entrySearch === undefined,
    (start) => recordProgramCode(services.dataLayer, start.programCode),
  );
  const ready = startedHere(store.get());
  const entering = !ready && entry.isFetching;
  usePageLoadingWhile(services.pageLoading, entering && !showsOwnAnimation(search));
  const found = ready ? undefined : entry.data;

  useStartFromEntry(found);

  if (decision.kind === 'legacy') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'blocked') return <Navigate to="/error" replace />;
  return ready ? children : null;
}
