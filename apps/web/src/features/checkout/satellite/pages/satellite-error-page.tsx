import { Link, useLocation } from 'react-router';
import { useT } from '../../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../../shared/services/app-services.tsx';
import { ButtonLink, buttonClassName } from '../../../../shared/ui/index.ts';
import styles from '../../components/checkout.module.css';
import type { SatelliteErrorPage } from '../flow/satellite-flows.ts';
import { returnToOf, searchWithoutPromoCode } from './return-to.ts';
import { PageHeading, SatellitePage } from './satellite-page-shell.tsx';

/**
 * The satellite checkouts' own error pages (`…/satellite/<page>`): promo code already redeemed,
 * offer ended, no offer for this link (Vega without its program), technical issues. Each says
 * what happened and where to go next; the used promo code is dropped from the way back.
 */
export interface SatelliteErrorPageViewProps {
  page: SatelliteErrorPage;
}

export function SatelliteErrorPageView({ page }: SatelliteErrorPageViewProps) {
  return (
    <SatellitePage name={page}>
      <ErrorContent page={page} />
    </SatellitePage>
  );
}

function ErrorContent({ page }: { page: SatelliteErrorPage }) {
  const t = useT();
  const { search, state } = useLocation();
  const { config } = useAppServices();
  // The flow hands its own address over (organic, organic/new or Vega); the query is this page's.
  const back =
    page === 'promo-code-redeemed-error'
      ? `${returnToOf(state)}${searchWithoutPromoCode(search)}`
      : page === 'technical-issues'
        ? `${returnToOf(state)}${search}`
        : undefined;
  return (
    <>
      <PageHeading>{t(`satellite.errorPage.${page}.title`)}</PageHeading>
      <p className={styles.lead}>
        {t(`satellite.errorPage.${page}.body`, { phone: config.care.phone })}
      </p>
      <div className={styles.actions}>
        {back ? (
          <Link to={back} className={buttonClassName()}>
            {t(`satellite.errorPage.${page}.cta`)}
          </Link>
        ) : (
          <ButtonLink href={config.dotComUrl}>{t('satellite.errorPage.seePlans')}</ButtonLink>
        )}
      </div>
    </>
  );
}
