import type { Locale } from '@orbit/domain';
import { type ReactNode, useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { hasQueryValue } from '../../../shared/routing/query.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { enterFlowOnce } from './enter-flow.ts';
import { streamingOrganicEntry } from './entry-rules.ts';
import { errorPageUrl } from './flow-steps.ts';
import { useStreamingCheckout } from './use-streaming-checkout.ts';

export interface StreamingOrganicGateProps {
  /** The email to prefill (auto-process-creds: from the query, or the prospect token). */
  prefilledEmail?: string | undefined;
  children: ReactNode;
}

/**
 * The door of the flow: the entry rules (allowed program code or promo code, no verification id;
 * not on the Canadian site), then the promo check and the offers, under the full-page loader.
 * Once loaded for this query, moving between steps loads nothing again.
 */
/**
 * The links telling an ineligible visitor about another offer (`status=i`,
 * `ineligibleForOffer=true`) keep the full-page loader down (spec 000 §4): the page animates itself.
 */
function showsOwnAnimation(search: string): boolean {
  return (
    hasQueryValue(search, 'status', 'i') || hasQueryValue(search, 'ineligibleForOffer', 'true')
  );
}

export function StreamingOrganicGate({ prefilledEmail, children }: StreamingOrganicGateProps) {
  const services = useAppServices();
  const { config, pageLoading } = services;
  const { search } = useLocation();
  const navigate = useNavigate();
  const locale = useIntl().locale as Locale;
  const { state, store } = useStreamingCheckout();
  const decision = useMemo(
    () => streamingOrganicEntry(search, config.country),
    [search, config.country],
  );
  const ready = state.entrySearch === search && state.offers !== undefined;

  useEffect(() => {
    if (decision.kind !== 'enter' || ready) return;
    let current = true;
    if (!showsOwnAnimation(search)) pageLoading.set(true);
    void enterFlowOnce(services, store, {
      search,
      programCode: decision.programCode,
      promoCode: decision.promoCode,
      locale,
      prefilledEmail,
    })
      .then((outcome) => {
        if (current && outcome.kind === 'error') {
          void navigate(errorPageUrl(outcome.page, search), { replace: true });
        }
      })
      .finally(() => pageLoading.set(false));
    return () => {
      current = false;
    };
  }, [decision, ready, services, store, search, locale, prefilledEmail, navigate, pageLoading]);

  if (decision.kind === 'legacy') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'blocked') return <Navigate to="/error" replace />;
  return ready ? children : null;
}
