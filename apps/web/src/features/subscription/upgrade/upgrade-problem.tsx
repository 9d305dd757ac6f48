import { useEffect } from 'react';
import { Link } from 'react-router';
import { trackPageLoaded } from '../../../shared/analytics/page-loaded.ts';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { buttonClassName, Card } from '../../../shared/ui/index.ts';
import styles from '../change/change.module.css';
import type { UpgradeProblemPage } from './upgrade-path.ts';

/**
 * The pages an upgrade link ends on when it cannot be used (flows §4.4): used already, its offer
 * ended, nothing above the current plan (full price), or a link that does not work. Each says so
 * and leads to the account, where the plans can still be changed.
 */
export function UpgradeProblem({ page }: { page: UpgradeProblemPage }) {
  const t = useT();
  const { dataLayer } = useAppServices();
  useEffect(() => {
    trackPageLoaded(dataLayer, { flowName: 'upgrade', componentName: page });
  }, [dataLayer, page]);
  return (
    <Card>
      <h1 className={styles.title}>{t(`subscription.upgrade.${page}.title`)}</h1>
      <p className={styles.lead}>{t(`subscription.upgrade.${page}.body`)}</p>
      <div className={styles.actions}>
        <Link to="/account" className={buttonClassName()}>
          {t('subscription.upgrade.toAccount')}
        </Link>
      </div>
    </Card>
  );
}
