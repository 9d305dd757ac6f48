import type { Locale } from '@orbit/domain';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from 'react-router';
import { useIntl } from '../../../shared/i18n/intl.tsx';
import { usePageLoadingWhile } from '../../../shared/loading/use-page-loading-while.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { linkTokenOf } from './activation-link.ts';
import { ONE_STEP_THANKS_PATH, TWO_STEP_PATH } from './activation-paths.ts';
import type { ActivationFlowName } from './activation-store.ts';
import { OfferPage } from './offer-page.tsx';
import { InvalidLinkPage, OfferFailedPage } from './refusal-pages.tsx';
import { linkOfferQuery } from './trial-offer.ts';

/** The link flows: the emailed one-step link, and the car makers' targeted and OEM links. */
export type LinkFlow = Extract<ActivationFlowName, 'oneStep' | 'targeted' | 'targetedOem'>;

/**
 * A link's activation (flows §3.2 one-step, targeted, targeted OEM): the link's token asks the
 * offer once, and its answer decides the page. No token: the two-step flow, query kept.
 */
export function LinkActivation({ flow }: { flow: LinkFlow }) {
  const { search } = useLocation();
  const token = linkTokenOf(search);
  if (!token) return <Navigate to={`${TWO_STEP_PATH}${search}`} replace />;
  return <LinkOffer flow={flow} token={token} />;
}

function LinkOffer({ flow, token }: { flow: LinkFlow; token: string }) {
  const services = useAppServices();
  const locale = useIntl().locale as Locale;
  const offer = useQuery(linkOfferQuery(services, token, locale));
  usePageLoadingWhile(services.pageLoading, offer.isPending);
  if (!offer.data) return null;
  switch (offer.data.kind) {
    case 'offer':
      return (
        <OfferPage
          flow={flow}
          result={offer.data.result}
          proof={{ token }}
          thanksPath={ONE_STEP_THANKS_PATH}
          notYourCar
        />
      );
    case 'invalidLink':
      return <InvalidLinkPage flow={flow} />;
    case 'failed':
      return <OfferFailedPage flow={flow} onRetry={() => void offer.refetch()} />;
    case 'stopped':
      return null;
  }
}
