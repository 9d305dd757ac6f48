import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { CatalogLayer } from '../../../../shared/i18n/catalog-layer.tsx';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { ButtonLink, buttonClassName, Card } from '../../../../shared/ui/index.ts';
import { CheckoutProviders } from '../../checkout-providers.tsx';
import styles from '../../components/checkout.module.css';
import { StepHeading } from '../../components/step-heading.tsx';
import type { StreamingErrorPage } from '../flow-steps.ts';
import { useStreamingFlowRoute } from '../streaming-flow-route.ts';
import { streamingErrorPageCatalog } from './messages/index.ts';

/** Back to the offer without the code that failed (it would fail again). */
function searchWithoutPromoCode(search: string): string {
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) {
    if (key.toLowerCase() === 'promocode') params.delete(key);
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * The streaming checkout's own error pages (flows §2.1), under
 * `subscribe/checkout/purchase/streaming/…`: a heading, what happened, and where to go next.
 */
export function StreamingErrorPageView({ page }: { page: StreamingErrorPage }) {
  return (
    <CheckoutProviders>
      <CatalogLayer catalog={streamingErrorPageCatalog}>
        <ErrorContent page={page} />
      </CatalogLayer>
    </CheckoutProviders>
  );
}

function ErrorContent({ page }: { page: StreamingErrorPage }) {
  const t = useT();
  const { search } = useLocation();
  const { config, dataLayer, pageLoading } = useAppServices();
  const { flowName, stepUrl } = useStreamingFlowRoute();

  useEffect(() => {
    pageLoading.set(false);
    dataLayer.update('pageInfo', {
      flowName,
      componentName: page,
      pageLabel: 'CHECKOUT',
    });
    dataLayer.push('impression', { impression: { name: page } });
  }, [dataLayer, pageLoading, page, flowName]);

  const backToOffer =
    page === 'promo-code-redeemed-error' || page === 'technical-issues'
      ? stepUrl('offer', page === 'technical-issues' ? search : searchWithoutPromoCode(search))
      : undefined;
  const listen = page === 'you-already-have-a-subscription-error';
  return (
    <Card>
      <StepHeading>{t(`checkout.errorPage.${page}.title`)}</StepHeading>
      <p className={styles.lead}>
        {t(`checkout.errorPage.${page}.body`, { phone: config.care.phone })}
      </p>
      <div className={styles.actions}>
        {backToOffer ? (
          <Link to={backToOffer} className={buttonClassName()}>
            {t(`checkout.errorPage.${page}.cta`)}
          </Link>
        ) : listen ? (
          <ButtonLink href={config.smartLinks.playerApp}>
            {t('checkout.errorPage.you-already-have-a-subscription-error.cta')}
          </ButtonLink>
        ) : (
          <ButtonLink href={config.dotComUrl}>{t('checkout.errorPage.seePlans')}</ButtonLink>
        )}
      </div>
    </Card>
  );
}
