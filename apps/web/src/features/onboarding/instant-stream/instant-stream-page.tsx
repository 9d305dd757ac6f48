import { useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { ButtonLink, Card } from '../../../shared/ui/index.ts';
import { StepHeading } from '../../checkout/flow-kit/index.ts';
import styles from '../onboarding.module.css';
import { ERROR_PATH } from '../onboarding-paths.ts';
import { playerAppLinkOf } from './player-app-link.ts';

/**
 * `instant-stream` (flows §8.5): straight on to the player app by its smart link, the link's
 * query (a channel…) carried along. The page stays with a link to follow by hand, for a browser
 * that does not leave on its own; no smart link configured is the error page.
 */
export function InstantStreamPage() {
  const t = useT();
  const { search } = useLocation();
  const { config, navigator } = useAppServices();
  const target = useMemo(
    () => playerAppLinkOf(config.smartLinks.playerApp, search),
    [config.smartLinks.playerApp, search],
  );
  useEffect(() => {
    if (target) navigator.assign(target);
  }, [navigator, target]);
  if (!target) return <Navigate to={ERROR_PATH} replace />;
  return (
    <Card className={styles.card}>
      <StepHeading>{t('onboarding.instantStream.title')}</StepHeading>
      <p className={styles.lead}>{t('onboarding.instantStream.body')}</p>
      <div className={styles.actions}>
        <ButtonLink href={target}>{t('onboarding.instantStream.open')}</ButtonLink>
      </div>
    </Card>
  );
}
