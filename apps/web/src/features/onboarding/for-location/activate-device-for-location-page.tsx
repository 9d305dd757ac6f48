import { onboardingCalls } from '@orbit/sdk';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { useCareCalls } from '../../../shared/services/use-care-calls.ts';
import { ButtonLink, Card } from '../../../shared/ui/index.ts';
import { StepHeading } from '../../checkout/flow-kit/index.ts';
import styles from '../onboarding.module.css';
import { ACTIVATE_DEVICE_PATH } from '../onboarding-paths.ts';
import { activationSiteOf } from './activation-site.ts';

/**
 * `activate-device-for-location` (flows §8.5): a TV's link that does not know the customer's
 * country. The server reads it from the caller's address (`geolocation/country`); the customer
 * goes on to `activate-device` on their country's site, the link's query (the TV's code) kept.
 * A country not ours, or no answer, stays on this site: the code works on either.
 */
export function ActivateDeviceForLocationPage() {
  const t = useT();
  const { search } = useLocation();
  const { config, navigator } = useAppServices();
  const calls = useCareCalls(onboardingCalls);
  const located = useQuery({
    queryKey: ['onboarding', 'caller-country'],
    queryFn: ({ signal }) => calls.callerCountry({}, { signal, skipGlobalHandler: true }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const site = located.isPending
    ? undefined
    : activationSiteOf({
        country: located.data?.country ?? 'unknown',
        siteCountry: config.country,
        siteUrls: config.siteUrls,
        search,
      });
  const elsewhere = site?.kind === 'otherSite' ? site.url : undefined;
  useEffect(() => {
    if (elsewhere) navigator.assign(elsewhere);
  }, [navigator, elsewhere]);

  if (site?.kind === 'thisSite')
    return <Navigate to={`${ACTIVATE_DEVICE_PATH}${search}`} replace />;
  return (
    <Card className={styles.card}>
      <StepHeading>{t('onboarding.location.title')}</StepHeading>
      {site?.kind === 'otherSite' ? (
        <>
          <p role="status">{t(`onboarding.location.leaving.${site.country}`)}</p>
          <div className={styles.actions}>
            <ButtonLink href={site.url}>{t('onboarding.location.continue')}</ButtonLink>
          </div>
        </>
      ) : (
        <p role="status">{t('onboarding.location.checking')}</p>
      )}
    </Card>
  );
}
