import { Link, Navigate, useLocation } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { Alert, buttonClassName, Card } from '../../../shared/ui/index.ts';
import { StepHeading } from '../../checkout/flow-kit/index.ts';
import styles from '../onboarding.module.css';
import { ACTIVATE_DEVICE_PATH } from '../onboarding-paths.ts';

/**
 * `activated`: the TV is registered to the customer's sign-in and starts playing on its own (it
 * was waiting for this). Opened other than by activating, it is the activation page.
 */
export function ActivatedPage() {
  const t = useT();
  const { state } = useLocation();
  const activated = (state as { activated?: unknown } | null)?.activated === true;
  if (!activated) return <Navigate to={ACTIVATE_DEVICE_PATH} replace />;
  return (
    <Card className={styles.card}>
      <StepHeading>{t('onboarding.activated.title')}</StepHeading>
      <Alert tone="success">
        <p>{t('onboarding.activated.body')}</p>
      </Alert>
      <div className={styles.actions}>
        <Link to={ACTIVATE_DEVICE_PATH} className={buttonClassName('secondary')}>
          {t('onboarding.activated.another')}
        </Link>
      </div>
    </Card>
  );
}
