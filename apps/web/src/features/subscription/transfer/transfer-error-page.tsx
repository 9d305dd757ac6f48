import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../shared/i18n/use-t.ts';
import { useAppServices } from '../../../shared/services/app-services.tsx';
import { buttonClassName, Card } from '../../../shared/ui/index.ts';
import styles from './transfer.module.css';
import { trackTransferPage } from './transfer-analytics.ts';
import { transferPathOf } from './transfer-paths.ts';

/**
 * `error` (flows §8.1): the transfer could not be looked up or finished (NETWORK_ERROR, a
 * refusal no step answers). Nothing was moved or charged; the customer may start again from the
 * same link, or call.
 */
export function TransferErrorPage() {
  const t = useT();
  const { search } = useLocation();
  const services = useAppServices();
  useEffect(() => {
    trackTransferPage(services.dataLayer, 'error');
  }, [services.dataLayer]);
  return (
    <Card className={styles.page}>
      <h1 className={styles.title}>{t('transfer.error.title')}</h1>
      <p className={styles.lead}>{t('transfer.error.body')}</p>
      <p>
        {t('transfer.error.call')}{' '}
        <span className={styles.phone}>{services.config.care.phone}</span>
      </p>
      <div className={styles.actions}>
        <Link to={transferPathOf('addRadio', search)} className={buttonClassName()}>
          {t('transfer.error.again')}
        </Link>
      </div>
    </Card>
  );
}
